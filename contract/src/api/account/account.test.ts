import * as v from 'valibot';
import {
  bonusHistory, changePassword, claimBonus, financialHistory, gameHistory, sessionHistory,
} from './index';

describe('account calls', () => {
  it('change password: min 5 each and a matching confirmation (spec §5)', () => {
    const ok = { oldPassword: 'demo123', password: 'secret9', confirmPassword: 'secret9' };
    expect(v.is(changePassword.request, ok)).toBe(true);
    expect(v.is(changePassword.request, { ...ok, password: 'abcd', confirmPassword: 'abcd' })).toBe(false);
    const mismatch = v.safeParse(changePassword.request, { ...ok, confirmPassword: 'secret8' });
    expect(mismatch.issues?.[0]?.path?.[0]?.key).toBe('confirmPassword');
  });

  it('lists page with skip >= 0 and take 1..100', () => {
    expect(v.is(sessionHistory.request, { skip: 0, take: 10 })).toBe(true);
    expect(v.is(sessionHistory.request, { skip: -1, take: 10 })).toBe(false);
    expect(v.is(bonusHistory.request, { skip: 0, take: 101 })).toBe(false);
    expect(v.is(bonusHistory.request, { skip: 0, take: 0 })).toBe(false);
  });

  it('financial filter type is All 0, Deposit 1, Withdraw 2 and a date range runs forwards', () => {
    expect(v.is(financialHistory.request, { filterType: 2, skip: 0, take: 10, from: '2026-01-01', to: '2026-01-31' })).toBe(true);
    expect(v.is(financialHistory.request, { filterType: 3, skip: 0, take: 10 })).toBe(false);
    expect(v.is(financialHistory.request, { filterType: 0, skip: 0, take: 10, from: '2026-02-01', to: '2026-01-31' })).toBe(false);
    expect(v.is(gameHistory.request, { skip: 0, take: 10, from: '01.02.2026' })).toBe(false);
  });

  it('money travels as a two-decimal string, never a float', () => {
    const row = { id: 1, type: 1, method: 'Papara', amount: '100.50', status: 1, createdAt: '2026-01-01T10:00:00Z' };
    expect(v.is(financialHistory.response, { success: true, message: null, data: { items: [row], total: 1 } })).toBe(true);
    expect(v.is(financialHistory.response, { success: true, message: null, data: { items: [{ ...row, amount: 100.5 }], total: 1 } })).toBe(false);
  });

  it('marks every call but change password as an extension', () => {
    expect(changePassword.extension).toBe(false);
    expect([financialHistory, gameHistory, claimBonus, bonusHistory, sessionHistory].every((c) => c.extension)).toBe(true);
  });
});
