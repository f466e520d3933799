import * as v from 'valibot';
import { phoneFormSchema, smsCodeFormSchema } from '@vitrin/contract';
import {
  isRealDate, loginFormSchema, recoveryCodeSchema, recoveryPasswordSchema,
  recoveryUsernameSchema, registerFormSchema, type RegisterForm,
} from './validation';
import { memberErrorText } from './fieldProps';
import { memberT } from '../i18n/memberTexts';

/** The first message code per field, as react-hook-form shows it. */
function issues(schema: v.GenericSchema, value: unknown): Record<string, string> {
  const result = v.safeParse(schema, value);
  const out: Record<string, string> = {};
  if (result.success) return out;
  for (const issue of result.issues) {
    const key = issue.path?.map((p) => String(p.key)).join('.') ?? '';
    out[key] ??= issue.message;
  }
  return out;
}

const validRegister: RegisterForm = {
  name: 'Ayşe Nur',
  surname: 'Çelik',
  username: 'ayse2024',
  email: 'ayse@example.com',
  phone: '5321234567',
  PersonalNo: '10000000146',
  country: '1',
  birthDay: '01',
  birthMonth: '01',
  birthYear: '1970',
  trialBonus: false,
  termsAccepted: true,
  password: 'secret1',
  password2: 'secret1',
};

describe('login rules (spec §5)', () => {
  it.each([
    [{ username: '', password: 'abc' }, { username: 'required' }],
    [{ username: 'x'.repeat(51), password: 'abc' }, { username: 'max:50' }],
    [{ username: 'a', password: '' }, { password: 'required' }],
    [{ username: 'a', password: 'ab' }, { password: 'min:3' }],
    [{ username: 'a', password: 'p'.repeat(101) }, { password: 'max:100' }],
    [{ username: 'a', password: 'abc' }, {}],
    [{ username: 'x'.repeat(50), password: 'p'.repeat(100) }, {}],
    // The contract's text rule (no control characters, no lone surrogates), as the server has it.
    [{ username: 'de\u0000mo', password: 'abc' }, { username: 'unsafeText' }],
    [{ username: 'demo', password: 'abc\ud800' }, { password: 'unsafeText' }],
  ])('%j → %j', (input, expected) => {
    expect(issues(loginFormSchema, input)).toEqual(expected);
  });
});

describe('register rules (spec §5)', () => {
  it('accepts a complete, valid form', () => {
    expect(issues(registerFormSchema, validRegister)).toEqual({});
  });

  it.each<[Partial<RegisterForm>, Record<string, string>]>([
    [{ name: '' }, { name: 'required' }],
    [{ name: 'A' }, { name: 'min:2' }],
    [{ name: 'A'.repeat(101) }, { name: 'max:100' }],
    [{ name: 'Ali  Veli' }, { name: 'personName' }],
    [{ name: 'Ali ' }, { name: 'personName' }],
    [{ name: 'Ali3' }, { name: 'personName' }],
    [{ surname: 'Öztürk Şahin' }, {}],
    [{ surname: 'x-y' }, { surname: 'personName' }],
    [{ username: 'abcd' }, { username: 'min:5' }],
    [{ username: 'a'.repeat(31) }, { username: 'max:30' }],
    [{ username: 'abc_de' }, { username: 'usernameChars' }],
    [{ username: 'ayşe12' }, { username: 'usernameChars' }],
    [{ email: '' }, { email: 'required' }],
    [{ email: 'a@b' }, { email: 'min:5' }],
    [{ email: 'not-an-email' }, { email: 'email' }],
    [{ email: `${'a'.repeat(95)}@x.com` }, { email: 'max:100' }],
    [{ phone: '' }, { phone: 'required' }],
    [{ phone: '5321' }, { phone: 'phone' }],
    [{ phone: '12345' }, { phone: 'phone' }],
    [{ phone: '0532123456' }, { phone: 'phone' }],
    [{ phone: '53a12' }, { phone: 'digits' }],
    [{ PersonalNo: '' }, { PersonalNo: 'required' }],
    [{ PersonalNo: '1234567890' }, { PersonalNo: 'length:11' }],
    [{ PersonalNo: '123456789012' }, { PersonalNo: 'length:11' }],
    [{ PersonalNo: '1234567890a' }, { PersonalNo: 'length:11' }],
    [{ country: '' }, { country: 'country' }],
    [{ birthDay: '' }, { birthDay: 'required' }],
    [{ birthDay: '1' }, { birthDay: 'length:2' }],
    [{ birthMonth: '1' }, { birthMonth: 'length:2' }],
    [{ birthYear: '70' }, { birthYear: 'length:4' }],
    [{ birthDay: '31', birthMonth: '02' }, { birthDay: 'date' }],
    [{ birthMonth: '13' }, { birthDay: 'date' }],
    [{ birthYear: '1850' }, { birthDay: 'date' }],
    [{ birthYear: String(new Date().getFullYear() - 10) }, { birthDay: 'underage' }],
    [{ termsAccepted: false }, { termsAccepted: 'terms' }],
    [{ PersonalNo: '12345678901' }, { PersonalNo: 'tcKimlik' }],
    [{ password: 'abcd', password2: 'abcd' }, { password: 'min:5', password2: 'min:5' }],
    [{ password: '', password2: 'abcde' }, { password: 'required', password2: 'passwordMismatch' }],
    [{ password2: 'other1' }, { password2: 'passwordMismatch' }],
  ])('%j → %j', (patch, expected) => {
    expect(issues(registerFormSchema, { ...validRegister, ...patch })).toEqual(expected);
  });

  it('raises the mismatch even while another field is still invalid', () => {
    expect(issues(registerFormSchema, { ...validRegister, email: '', password2: 'other1' })).toEqual({
      email: 'required',
      password2: 'passwordMismatch',
    });
  });

  it('requires trialBonus to be a boolean', () => {
    expect(issues(registerFormSchema, { ...validRegister, trialBonus: undefined })).toEqual({ trialBonus: 'required' });
  });
});

describe('phone verification rules (spec §5, the contract\'s phone rule)', () => {
  it.each([
    ['', 'required'],
    ['1234', 'phone'],
    ['12345', 'phone'],
    ['12a45', 'digits'],
    ['5'.repeat(21), 'phone'],
  ])('phone %j → %s', (phone, code) => {
    expect(issues(phoneFormSchema, { phone })).toEqual({ phone: code });
  });
  it('accepts a Turkish national number', () => {
    expect(issues(phoneFormSchema, { phone: '5321234567' })).toEqual({});
    expect(issues(phoneFormSchema, { phone: '2161234567' })).toEqual({});
  });
  it.each([
    ['', 'required'],
    ['12345', 'length:6'],
    ['1234567', 'length:6'],
  ])('code %j → %s', (code, message) => {
    expect(issues(smsCodeFormSchema, { code })).toEqual({ code: message });
  });
  it('accepts exactly six digits', () => {
    expect(issues(smsCodeFormSchema, { code: '123456' })).toEqual({});
  });
});

describe('recovery rules (spec §5)', () => {
  it.each([
    ['', 'required'],
    ['a', 'min:2'],
    ['a'.repeat(26), 'max:25'],
  ])('username %j → %s', (username, message) => {
    expect(issues(recoveryUsernameSchema, { username })).toEqual({ username: message });
  });
  it('accepts usernames of 2 to 25', () => {
    expect(issues(recoveryUsernameSchema, { username: 'ab' })).toEqual({});
    expect(issues(recoveryUsernameSchema, { username: 'a'.repeat(25) })).toEqual({});
  });
  it.each([
    ['', 'required'],
    ['ab', 'min:3'],
    ['a'.repeat(21), 'max:20'],
  ])('code %j → %s', (code, message) => {
    expect(issues(recoveryCodeSchema, { code })).toEqual({ code: message });
  });
  it('checks the new password and its confirmation', () => {
    expect(issues(recoveryPasswordSchema, { password: 'abcd', password2: 'abcd' })).toEqual({ password: 'min:5', password2: 'min:5' });
    expect(issues(recoveryPasswordSchema, { password: 'abcde', password2: 'abcdf' })).toEqual({ password2: 'passwordMismatch' });
    expect(issues(recoveryPasswordSchema, { password: 'abcde', password2: 'abcde' })).toEqual({});
  });
});

describe('error texts', () => {
  it('translates each kind with its number', () => {
    expect(memberErrorText('min:5', memberT)).toBe('En az 5 karakter girin.');
    expect(memberErrorText('required', memberT)).toBe('Bu alan zorunludur.');
    expect(memberErrorText('unsafeText', memberT)).toMatch(/^Bu alan kullanılamayan bir karakter içeriyor/);
    expect(memberErrorText(undefined, memberT)).toBeUndefined();
  });
});

describe('isRealDate', () => {
  it('knows leap years', () => {
    expect(isRealDate('29', '02', '2000')).toBe(true);
    expect(isRealDate('29', '02', '1999')).toBe(false);
  });
});
