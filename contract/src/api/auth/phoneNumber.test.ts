import * as v from 'valibot';
import { registerRequestSchema } from './register';
import { updatePhoneRequestSchema } from '../customer/updatePhone';
import { isNationalPhone, isPhoneNumber } from './phoneNumber';

describe('phone number rule', () => {
  it('takes a Turkish mobile, geographic or 850 number behind +90', () => {
    expect(isNationalPhone('5321234567')).toBe(true);
    expect(isNationalPhone('2121234567')).toBe(true);
    expect(isNationalPhone('8501234567')).toBe(true);
    expect(isPhoneNumber('905321234567')).toBe(true);
  });
  it('refuses 12345, a leading trunk 0, a 1, 6, 7 or 9 start, other lengths and other prefixes', () => {
    for (const local of ['12345', '05321234567', '0532123456', '1234567890', '6321234567', '9321234567', '532123456', '53212345678', '532 123 45 67']) {
      expect([local, isNationalPhone(local)]).toEqual([local, false]);
    }
    expect(isPhoneNumber('12345')).toBe(false);
    expect(isPhoneNumber('9012345')).toBe(false);
    expect(isPhoneNumber('445321234567')).toBe(false);
  });
  it('the requests the server checks refuse "12345" too', () => {
    const request = {
      name: 'Ada', surname: 'Yılmaz', username: 'adayilmaz', email: 'ada@example.com', PersonalNo: '10000000146',
      country: 90, birthDate: '1990-05-17', trialBonus: false, termsAccepted: true, password: 'secret1', password2: 'secret1',
    };
    expect(v.safeParse(registerRequestSchema, { ...request, phone: '905321234567' }).success).toBe(true);
    const refused = v.safeParse(registerRequestSchema, { ...request, phone: '12345' });
    expect(refused.success).toBe(false);
    expect(refused.issues?.[0]?.path?.[0]?.key).toBe('phone');
    expect(v.safeParse(updatePhoneRequestSchema, { step: 1, phone: '905321234567' }).success).toBe(true);
    expect(v.safeParse(updatePhoneRequestSchema, { step: 1, phone: '12345' }).success).toBe(false);
  });
});
