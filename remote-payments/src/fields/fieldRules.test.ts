import * as v from 'valibot';
import { cardBrand, fitsMask, isValidTrIban, normaliseIban, passesLuhn } from '@vitrin/contract';
import { applyMask } from './mask';
import { compareDecimal } from './decimal';
import { bankOfIban } from './iban';
import { paymentFormSchema, toDetail, toFormFields } from './paymentForm';
import { BANK, FIELDS, IBAN, IBAN_ZIRAAT, VISA } from '../testing/fixtures';

describe('masks (spec §5: 0 a digit, literals kept)', () => {
  it('fits digits into the pattern and keeps the literals', () => {
    expect(applyMask('123456', '00-00-00')).toBe('12-34-56');
    expect(applyMask('12-34-56', '00-00-00')).toBe('12-34-56');
    expect(applyMask('1228', '00/00')).toBe('12/28');
    expect(applyMask('12a3', '000')).toBe('123');
    expect(applyMask('1234567', '00-00')).toBe('12-34');
  });

  it('reads a pasted IBAN with its letters and spaces', () => {
    const mask = FIELDS.iban!.mask!;
    expect(applyMask(normaliseIban('tr33 0006 1005 1978 6457 8413 26'), mask)).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(applyMask('33', mask)).toBe('TR33');
  });

  it('a value fits only when complete', () => {
    expect(fitsMask('12-34-56', '00-00-00')).toBe(true);
    expect(fitsMask('12-34-5', '00-00-00')).toBe(false);
  });
});

describe('exact amounts', () => {
  it('compares as cents, never as floats', () => {
    expect(compareDecimal('0.30', '0.3')).toBe(0);
    expect(compareDecimal('50', '50.00')).toBe(0);
    expect(compareDecimal('49.99', '50.00')).toBe(-1);
    expect(compareDecimal('90071992547409.93', '90071992547409.92')).toBe(1);
  });
});

describe('IBAN and card checks', () => {
  it('accepts a TR IBAN with a right mod-97 and names a known bank', () => {
    expect(isValidTrIban(IBAN)).toBe(true);
    expect(isValidTrIban('TR330006100519786457841327')).toBe(false);
    expect(isValidTrIban('DE89370400440532013000')).toBe(false);
    expect(bankOfIban(IBAN_ZIRAAT)).toBe('Ziraat Bankası');
  });

  it('checks Luhn and knows the brand', () => {
    expect(passesLuhn(VISA)).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(cardBrand(VISA)).toBe('Visa');
    expect(cardBrand('5500000000000004')).toBe('Mastercard');
    expect(cardBrand('9792000000000001')).toBe('Troy');
  });
});

describe('the payment form rules', () => {
  const fields = toFormFields(Object.values(FIELDS));
  const schema = paymentFormSchema(fields, BANK);
  const byKey = (key: string) => fields.find((f) => f.field.key === key)!.name;
  const valid = {
    [byKey('Amount')]: '150,25', [byKey('Iban')]: 'TR33 0006 1005 1978 6457 8413 26', [byKey('AccountHolder')]: 'Ada Yılmaz',
    [byKey('CardNo')]: '4111 1111 1111 1111', [byKey('Expiry')]: '12/28', [byKey('AccountNo')]: '9007199254740991',
    [byKey('Count')]: '3', [byKey('Agree')]: 'true', [byKey('TransferDate')]: '2026-11-23T10:00', [byKey('Network')]: '2', [byKey('Bank')]: 'ZIRAAT',
  };
  const messageFor = (key: string, value: string) =>
    v.safeParse(schema, { ...valid, [byKey(key)]: value }).issues?.find((issue) => issue.path?.[0]?.key === byKey(key))?.message;

  it('accepts a complete form', () => {
    expect(v.safeParse(schema, valid).success).toBe(true);
  });

  it.each([
    ['AccountHolder', '', 'required'],
    ['Expiry', '12/2', 'mask'],
    ['Count', '1.5', 'integer'],
    ['Count', '2147483648', 'integer'],
    ['AccountNo', '9007199254740993', 'integer'],
    ['Amount', '150,255,5', 'decimal'],
    ['Amount', '150.555', 'max:₺50.000,00'],
    ['Expiry', '13/20', 'expiry'],
    ['Expiry', '00/28', 'expiry'],
    ['Iban', 'DE89 3704 0044 0532 0130 00', 'ibanForeign'],
    ['Amount', '49.99', 'min:₺50,00'],
    ['Amount', '50000.01', 'max:₺50.000,00'],
    ['Iban', 'TR33 0006 1005 1978 6457 8413 27', 'iban'],
    ['CardNo', '4111 1111 1111 1112', 'card'],
    // Luhn passes, but Discover is no brand the operator takes: the server refuses it too.
    ['CardNo', '6011 0000 0000 0004', 'card'],
    ['Network', '9', 'option'],
    ['AccountHolder', 'A'.repeat(201), 'tooLong'],
    ['Agree', '', 'required'],
    ['TransferDate', 'soon', 'date'],
    ['Network', '', 'required'],
    // The contract's text rule: what the sandbox refuses with a 400 (a NUL was a 500 there).
    ['AccountHolder', 'Ada\u0000 Yılmaz', 'unsafeText'],
    ['AccountHolder', 'Ada \ud800Yılmaz', 'unsafeText'],
  ])('%s = %p is refused with %s', (key, value, message) => {
    expect(messageFor(key, value)).toBe(message);
  });

  it.each([['1.000', 1000], ['1.000,50', 1000.5], ['₺1.500,00', 1500], ['1 500', 1500], ['1,000.50', 1000.5], ['150,25', 150.25]])(
    'accepts the amount %p as the site writes it and sends %p', (text, sent) => {
      expect(messageFor('Amount', text)).toBeUndefined();
      expect(toDetail(fields, { ...valid, [byKey('Amount')]: text }).Amount).toBe(sent);
    },
  );

  it('an upper limit of the withdrawable balance says so', () => {
    const capped = paymentFormSchema(fields, { minAmount: '50.00', maxAmount: '300.00', maxCode: 'withdrawable' });
    const issue = v.safeParse(capped, { ...valid, [byKey('Amount')]: '300,01' }).issues?.find((i) => i.path?.[0]?.key === byKey('Amount'));
    expect(issue?.message).toBe('withdrawable:₺300,00');
    expect(v.safeParse(capped, { ...valid, [byKey('Amount')]: '300' }).success).toBe(true);
  });

  it('gives card fields the browser\'s autofill hints', () => {
    const card = toFormFields([FIELDS.card!, FIELDS.expiry!, { key: 'Cvv', mask: '000', objectType: 'string', option: null }, FIELDS.holder!]);
    expect(card.map((f) => f.autoComplete)).toEqual(['cc-number', 'cc-exp', 'cc-csc', 'cc-name']);
    expect(toFormFields([FIELDS.holder!])[0]!.autoComplete).toBe('name');
  });

  it('sends numeric types as numbers, numeric dropdowns as numbers, Bool as a boolean (spec §5)', () => {
    expect(toDetail(fields, valid)).toEqual({
      Amount: 150.25, Iban: 'TR33 0006 1005 1978 6457 8413 26', AccountHolder: 'Ada Yılmaz', CardNo: '4111 1111 1111 1111',
      Expiry: '12/28', AccountNo: 9007199254740991, Count: 3, Agree: true, TransferDate: '2026-11-23T10:00', Network: 2, Bank: 'ZIRAAT',
    });
  });
});
