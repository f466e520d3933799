import { mockApi, ok, type ApiHandler } from './mockApi';

export const DETAILS = {
  name: 'Demo', surname: 'Oyuncu', username: 'demo', usercode: '100001', email: 'demo@vitrin.test',
  phone: '905551112233', smsVerified: false, birthDate: '1990-05-17', country: 'Türkiye',
  balance: '1250.50', createdAt: '2026-01-02T10:00:00Z',
};

export const TRANSACTION = { id: 1, type: 1, method: 'Papara', amount: '1234.50', status: 1, createdAt: '2026-03-01T09:30:00Z' };
export const BONUS_CLAIM = { id: 7, title: 'İlk Yatırım Bonusu', amount: '100.00', status: 2, createdAt: '2026-03-02T09:30:00Z', updatedAt: '2026-03-02T09:30:00Z' };

/** Every call the dashboard makes, answering with a small realistic member. */
export function memberApi(overrides: Record<string, ApiHandler> = {}) {
  return mockApi({
    'POST customer/details': () => ok(DETAILS),
    'POST customer/financialhistory': () => ok({ items: [TRANSACTION], total: 1 }),
    'POST customer/gamehistory': () => ok({ items: [], total: 0 }),
    'POST bonus/history': () => ok({ items: [BONUS_CLAIM], total: 1 }),
    'POST bonus/available': () => ok([]),
    'POST customer/sessions': () => ok({ items: [], total: 0 }),
    'POST cms/contentlist': () => ok([{ id: 1, title: 'General Terms' }]),
    ...overrides,
  });
}
