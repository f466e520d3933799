import * as v from 'valibot';
import {
  deposit, fitsMask, ibanProblem, isValidCardExpiry, isValidTrIban, passesLuhn, paymentDetail, paymentFieldKind, paymentFieldRole, paymentMethods,
  readAmount, withdraw, writeAmount, cardBrand, paymentAmountKey, paymentFieldProblem, paymentValueText,
} from './index';
import type { PaymentField } from './index';

describe('payment calls', () => {
  it('detail takes id and type and answers key, mask, objectType, option (spec §3, §7)', () => {
    expect(v.is(paymentDetail.request, { id: 3, type: 1 })).toBe(true);
    expect(v.is(paymentDetail.request, { id: '3', type: 1 })).toBe(false);
    const answer = { success: true, message: null, data: [{ key: 'Iban', mask: 'TR00 0000', objectType: 'string', option: null }] };
    expect(v.is(paymentDetail.response, answer)).toBe(true);
  });

  it('reads the field kind from the name or the §3 number; option makes a dropdown', () => {
    expect(paymentFieldKind({ objectType: 'Decimal', option: null })).toBe('decimal');
    expect(paymentFieldKind({ objectType: 2, option: null })).toBe('int');
    expect(paymentFieldKind({ objectType: 6 })).toBe('datetime');
    expect(paymentFieldKind({ objectType: 'string', option: [{ id: 1, name: 'TRC20' }] })).toBe('dropdown');
    expect(paymentFieldKind({ objectType: 'weird', option: null })).toBe('string');
  });

  it('deposit and withdraw send id, target pay and a detail map', () => {
    const payload = { id: 1, target: 'pay', detail: { Amount: 150.25, Iban: 'TR33', Network: 2, Agree: true } };
    expect(v.is(deposit.request, payload)).toBe(true);
    expect(v.is(withdraw.request, { ...payload, target: 'other' })).toBe(false);
    expect(v.is(withdraw.request, { ...payload, detail: { Amount: { nested: 1 } } })).toBe(false);
  });

  it('methods are asked by direction and carry limits as decimal strings', () => {
    expect(v.is(paymentMethods.request, { direction: 1 })).toBe(true);
    expect(v.is(paymentMethods.request, { direction: 3 })).toBe(false);
    const method = {
      id: 1, type: 1, name: 'Havale', logoUrl: null, minAmount: '50.00', maxAmount: '50000.00',
      feePercent: '0', processingMinutes: 15, presets: ['100.00'],
    };
    expect(v.is(paymentMethods.response, { success: true, data: [method] })).toBe(true);
    expect(v.is(paymentMethods.response, { success: true, data: [{ ...method, minAmount: 50 }] })).toBe(false);
  });

  it('field checks shared by client and server: mask shape, TR IBAN mod-97, Luhn', () => {
    expect(fitsMask('12/28', '00/00')).toBe(true);
    expect(fitsMask('12-28', '00/00')).toBe(false);
    expect(isValidTrIban('tr33 0006 1005 1978 6457 8413 26')).toBe(true);
    expect(isValidTrIban('TR330006100519786457841327')).toBe(false);
    expect(passesLuhn('4111 1111 1111 1111')).toBe(true);
    expect(passesLuhn('4111 1111 1111 1112')).toBe(false);
  });
});

describe('amounts as the site writes them (one reader for form and server)', () => {
  it.each([
    ['1.000', '1000.00'], ['1.000,50', '1000.50'], ['₺1.500,00', '1500.00'], ['1 500', '1500.00'], ['1\u00a0500', '1500.00'],
    ['1,000.50', '1000.50'], ['150,5', '150.50'], ['150.50', '150.50'], ['200', '200.00'], ['1.234.567,8', '1234567.80'],
    ['1,234,567', '1234567.00'], [' 250 TL', '250.00'], ['0,30', '0.30'], ['007', '7.00'],
  ])('reads %p as %s', (text, amount) => {
    expect(readAmount(text)).toBe(amount);
  });

  it.each(['', 'abc', '1,2,3', '1.2345,5', '1.00.0', '12345.000', '1.5.0', ',5', '150.', '1,000,50', '-5', '1e3', '1.000.5'])('refuses %p', (text) => {
    expect(readAmount(text)).toBeNull();
  });

  it('writes presets in the active language and reads them back', () => {
    expect(writeAmount('1000.50', 'tr')).toBe('1.000,50');
    expect(writeAmount('1000.50', 'en')).toBe('1,000.50');
    expect(writeAmount('200.00', 'tr')).toBe('200,00');
    expect(readAmount(writeAmount('1234567.05', 'tr'))).toBe('1234567.05');
    expect(readAmount(writeAmount('1234567.05', 'en'))).toBe('1234567.05');
  });
});

describe('card and IBAN checks', () => {
  it('an expiry month is 01–12', () => {
    expect(isValidCardExpiry('12/28')).toBe(true);
    expect(isValidCardExpiry('01/30')).toBe(true);
    expect(isValidCardExpiry('13/20')).toBe(false);
    expect(isValidCardExpiry('00/28')).toBe(false);
  });

  it('names a foreign IBAN apart from a wrong one', () => {
    expect(ibanProblem('DE89 3704 0044 0532 0130 00')).toBe('foreign');
    expect(ibanProblem('TR330006100519786457841327')).toBe('invalid');
    expect(ibanProblem(' \tTR33 0006 1005 1978 6457 8413 26')).toBeNull();
  });

  it('reads what a field is for from its key', () => {
    expect(paymentFieldRole('CardNo')).toBe('card');
    expect(paymentFieldRole('Expiry')).toBe('expiry');
    expect(paymentFieldRole('Cvv')).toBe('cvv');
    expect(paymentFieldRole('AccountHolder')).toBe('holder');
    expect(paymentFieldRole('Bank')).toBeNull();
  });
});

describe('payment field rules, written once for the form and the server', () => {
  const card: PaymentField = { key: 'CardNo', mask: null, objectType: 'string', option: null };
  const amount: PaymentField = { key: 'amount', mask: null, objectType: 'decimal', option: null };
  const bank: PaymentField = { key: 'Bank', mask: null, objectType: 'int', option: [{ id: 10, name: 'Ziraat' }] };

  it('requires a card number of a known brand that passes Luhn', () => {
    expect(cardBrand('9792 0000 0000 0001')).toBe('Troy');
    expect(paymentFieldProblem(card, '4111 1111 1111 1111')).toBeNull();
    expect(paymentFieldProblem(card, '6011 0000 0000 0004')).toBe('card');
    expect(paymentFieldProblem(card, '')).toBe('required');
  });

  it('finds the amount field by its role, whatever the case of its key', () => {
    expect(paymentAmountKey([card, amount])).toBe('amount');
    expect(paymentFieldRole('AMOUNT')).toBe('amount');
  });

  it('reads a detail value back as the text the form had, or null for the wrong JSON type', () => {
    expect(paymentValueText(amount, 150.5)).toBe('150.5');
    expect(paymentValueText(amount, 123.456)).toBeNull();
    expect(paymentValueText(amount, true)).toBeNull();
    expect(paymentValueText({ ...bank, option: null, mask: '0000' }, 12)).toBe('0012');
    expect(paymentFieldProblem(bank, paymentValueText(bank, 11)!)).toBe('option');
    expect(paymentFieldProblem(bank, paymentValueText(bank, 10)!)).toBeNull();
  });
});
