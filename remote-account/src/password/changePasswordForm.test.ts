import * as v from 'valibot';
import { changePasswordFormSchema } from './changePasswordForm';
import { accountErrorText } from '../forms/errorText';
import { en } from '../i18n/en';

describe('change password form', () => {
  it('refuses a control character or a lone surrogate with its own message, as the server does', () => {
    const result = v.safeParse(changePasswordFormSchema, { oldPassword: 'demo\u0000123', password: 'secret1\ud800', confirmPassword: 'secret1\ud800' });
    const byField = Object.fromEntries((result.issues ?? []).map((issue) => [String(issue.path?.[0]?.key), issue.message]));
    expect(byField).toMatchObject({ oldPassword: 'unsafeText', password: 'unsafeText', confirmPassword: 'unsafeText' });
    expect(accountErrorText('unsafeText', (key) => en[key])).toMatch(/^This field contains a character that cannot be used/);
  });
});
