import * as v from 'valibot';
import { deposit, fitsMask, isValidTrIban, passesLuhn, paymentDetail, paymentFieldKind, paymentMethods, withdraw } from './index';

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
