import { applyDigitMask, digitMaskProps, digitsOf, displayPhone, maskCapacity, PHONE_MASK, SMS_CODE_MASK } from './digitMask';

describe('digit masks (spec §4, §9)', () => {
  it('formats the 10-digit phone and drops anything beyond it', () => {
    expect(applyDigitMask('5321234567', PHONE_MASK)).toBe('532 123 45 67');
    expect(applyDigitMask('53212345678999', PHONE_MASK)).toBe('532 123 45 67');
    expect(applyDigitMask('532', PHONE_MASK)).toBe('532');
    expect(applyDigitMask('5321', PHONE_MASK)).toBe('532 1');
  });

  it('formats the SMS code as 00-00-00', () => {
    expect(applyDigitMask('123456', SMS_CODE_MASK)).toBe('12-34-56');
    expect(applyDigitMask('12-3', SMS_CODE_MASK)).toBe('12-3');
  });

  it('keeps only digits', () => {
    expect(digitsOf('a1-b2 c3')).toBe('123');
    expect(applyDigitMask('ab', '00')).toBe('');
  });

  it('counts the digit slots', () => {
    expect(maskCapacity(PHONE_MASK)).toBe(10);
    expect(maskCapacity(SMS_CODE_MASK)).toBe(6);
    expect(maskCapacity('0000')).toBe(4);
  });
});

describe('digitMaskProps (a form field through a mask)', () => {
  it('shows the digits masked and gives the form only as many digits as the mask holds', () => {
    const field = { name: 'phone', value: '5321234', onChange: jest.fn(), onBlur: jest.fn(), ref: jest.fn() };
    const props = digitMaskProps(PHONE_MASK, field);
    expect(props).toMatchObject({ name: 'phone', value: '532 123 4', inputRef: field.ref, onBlur: field.onBlur });
    props.onChange({ target: { value: '+90 (532) 123-45-67 89' } } as never);
    expect(field.onChange).toHaveBeenCalledWith('9053212345');
    props.onChange({ target: { value: '532 12a' } } as never);
    expect(field.onChange).toHaveBeenLastCalledWith('53212');
    expect(digitMaskProps(SMS_CODE_MASK, { ...field, value: undefined }).value).toBe('');
  });
});

describe('displayPhone', () => {
  it('shows the local digits behind +90 through the phone mask', () => {
    expect(displayPhone('5551112233')).toBe('+90 555 111 22 33');
    expect(displayPhone('555')).toBe('+90 555');
  });
});
