import * as v from 'valibot';
import { callMeRequestSchema, changePasswordWithCodeRequestSchema, updatePhoneRequestSchema } from '@vitrin/contract';
import { validationMessage } from './validationMessage';

const message = (schema: v.GenericSchema, input: unknown, locale: 'tr' | 'en' = 'en') => {
  const result = v.safeParse(schema, input);
  if (result.success) throw new Error('expected a failure');
  return validationMessage(locale, result.issues);
};

test('one clear sentence per rule, in the caller language', () => {
  const base = { name: 'Mehmet Kaya', message: 'Beni arayın', contacts: [{ type: 1, contact: '905321112233' }] };
  expect(message(callMeRequestSchema, { ...base, contacts: [] }, 'tr')).toBe('En az bir iletişim bilgisi eklemelisiniz');
  expect(message(callMeRequestSchema, { ...base, contacts: Array(6).fill(base.contacts[0]) }, 'tr')).toBe('Maksimum 5 iletişim bilgisi ekleyebilirsiniz');
  expect(message(callMeRequestSchema, { ...base, name: 'Ali' }, 'tr')).toBe('Ad en az 5 karakter olmalıdır.');
  expect(message(callMeRequestSchema, { ...base, message: undefined })).toBe('Message is required.');
  expect(message(changePasswordWithCodeRequestSchema, { username: 'demo', code: '123456', password: 'abcde', password2: 'abcdf' }))
    .toBe('The passwords do not match.');
  expect(message(updatePhoneRequestSchema, { step: 2, phone: '905321112233', code: '12-34' })).toBe('The code must be 6 digits.');
  expect(message(v.object({}), null)).toBe('Request is required.');
});
