import { checkDetail } from './detailRules';
import { findMethod, type CatalogueMethod } from './paymentCatalogue';

const cardMethod = findMethod(102)!;
const cardDetail = (cardNo: string) => ({ Amount: 100, CardNo: cardNo, Expiry: '12/28', Cvv: '123' });

describe('the server runs the contract rules the payment form runs', () => {
  it('refuses a card number that passes Luhn but is no brand the operator takes, as the form does', () => {
    // 6011 0000 0000 0004 is a Discover test number: Luhn-valid, no Visa/Mastercard/Amex/Troy.
    expect(checkDetail(cardMethod, cardDetail('6011 0000 0000 0004'), 'en')).toEqual({ ok: false, message: 'Enter a valid card number.' });
    expect(checkDetail(cardMethod, cardDetail('4111 1111 1111 1111'), 'en')).toMatchObject({ ok: true, amount: '100.00' });
  });

  it('reads the amount field by its role, whatever the case of its key', () => {
    const lower: CatalogueMethod = { ...cardMethod, fields: cardMethod.fields.map((field) => (field.key === 'Amount' ? { ...field, key: 'amount' } : field)) };
    const { Amount: _amount, ...rest } = cardDetail('4111 1111 1111 1111');
    expect(checkDetail(lower, { ...rest, amount: 150.5 }, 'en')).toMatchObject({ ok: true, amount: '150.50' });
    expect(checkDetail(lower, { ...rest, amount: 1 }, 'en')).toMatchObject({ ok: false, message: expect.stringContaining('at least') });
  });

  it('reads typed values back as the form had them, refusing the wrong JSON type', () => {
    expect(checkDetail(cardMethod, { ...cardDetail('4111 1111 1111 1111'), Amount: '100' }, 'en')).toMatchObject({ ok: true, amount: '100.00' });
    expect(checkDetail(cardMethod, { ...cardDetail('4111 1111 1111 1111'), Amount: 123.456 }, 'en')).toEqual({ ok: false, message: 'Amount has an invalid value.' });
    expect(checkDetail(cardMethod, { ...cardDetail('4111 1111 1111 1111'), Cvv: '' }, 'en')).toEqual({ ok: false, message: 'Cvv is required.' });
  });
});
