import * as v from 'valibot';
import { registerRequestSchema } from './register';
import { completeTcKimlikNo, isTcKimlikNo } from './tcKimlikNo';

describe('T.C. kimlik numarası', () => {
  it('takes a number whose check digits agree', () => {
    expect(isTcKimlikNo('10000000146')).toBe(true);
    expect(isTcKimlikNo(completeTcKimlikNo('284917365'))).toBe(true);
  });
  it('refuses 12345678901, a wrong 11th digit, a leading 0, and other lengths', () => {
    expect(isTcKimlikNo('12345678901')).toBe(false);
    expect(isTcKimlikNo('10000000147')).toBe(false);
    expect(isTcKimlikNo('01000000146')).toBe(false);
    expect(isTcKimlikNo('1000000014')).toBe(false);
    expect(isTcKimlikNo('1000000014a')).toBe(false);
  });
  it('the registration request the server checks refuses it too', () => {
    const request = {
      name: 'Ada', surname: 'Yılmaz', username: 'adayilmaz', email: 'ada@example.com', phone: '905321234567',
      country: 90, birthDate: '1990-05-17', trialBonus: false, termsAccepted: true, password: 'secret1', password2: 'secret1',
    };
    expect(v.safeParse(registerRequestSchema, { ...request, PersonalNo: '10000000146' }).success).toBe(true);
    const refused = v.safeParse(registerRequestSchema, { ...request, PersonalNo: '12345678901' });
    expect(refused.success).toBe(false);
    expect(refused.issues?.[0]?.path?.[0]?.key).toBe('PersonalNo');
  });
});
