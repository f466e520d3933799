import { applyDigitMask, digitsOf, maskCapacity, PHONE_PATTERN, SMS_CODE_PATTERN_MASK } from './mask';

describe('digit masks', () => {
  it('formats the 10-digit phone and drops anything beyond it', () => {
    expect(applyDigitMask('5321234567', PHONE_PATTERN)).toBe('532 123 45 67');
    expect(applyDigitMask('53212345678999', PHONE_PATTERN)).toBe('532 123 45 67');
    expect(applyDigitMask('532', PHONE_PATTERN)).toBe('532');
    expect(applyDigitMask('5321', PHONE_PATTERN)).toBe('532 1');
  });

  it('formats the SMS code as 00-00-00', () => {
    expect(applyDigitMask('123456', SMS_CODE_PATTERN_MASK)).toBe('12-34-56');
    expect(applyDigitMask('12-3', SMS_CODE_PATTERN_MASK)).toBe('12-3');
  });

  it('keeps only digits', () => {
    expect(digitsOf('a1-b2 c3')).toBe('123');
    expect(applyDigitMask('ab', '00')).toBe('');
  });

  it('counts the digit slots', () => {
    expect(maskCapacity(PHONE_PATTERN)).toBe(10);
    expect(maskCapacity(SMS_CODE_PATTERN_MASK)).toBe(6);
    expect(maskCapacity('0000')).toBe(4);
  });
});
