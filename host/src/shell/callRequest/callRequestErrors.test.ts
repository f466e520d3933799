import * as v from 'valibot';
import { callMeRequestSchema } from '@vitrin/contract';
import { callRequestErrorKey } from './callRequestErrors';

const valid = { name: 'Ayşe Yılmaz', message: 'Lütfen beni arayın', contacts: [{ type: 1, contact: '5550000001' }] };
const firstIssue = (input: unknown) => v.safeParse(callMeRequestSchema, input).issues?.[0];

describe('call request errors', () => {
  it('a control character or a lone surrogate gets its own message, not the length rule', () => {
    const name = firstIssue({ ...valid, name: 'Ayşe\u0000 Yılmaz' });
    expect(callRequestErrorKey('name', { type: 'validate', message: name!.message }, 'Ayşe\u0000 Yılmaz')).toBe('validation.unsafeText');
    const contact = firstIssue({ ...valid, contacts: [{ type: 1, contact: '55500\ud80000001' }] });
    expect(callRequestErrorKey('contact', { type: 'validate', message: contact!.message }, '55500\ud80000001')).toBe('validation.unsafeText');
  });

  it('the message is a text area: line breaks are the player\'s; the name is one line', () => {
    expect(v.safeParse(callMeRequestSchema, { ...valid, message: 'Lütfen\nbeni arayın' }).success).toBe(true);
    expect(firstIssue({ ...valid, name: 'Ayşe\nYılmaz' })?.message).toBe('unsafeText');
  });

  it('other errors keep their messages', () => {
    expect(callRequestErrorKey('name', { type: 'min_length', message: 'Invalid length' }, 'Ali')).toBe('validation.nameLength');
    expect(callRequestErrorKey('name', { type: 'min_length', message: 'Invalid length' }, '  ')).toBe('validation.required');
  });
});
