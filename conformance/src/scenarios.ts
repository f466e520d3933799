import { ContactType, PaymentDirection } from '@vitrin/contract';
import { newMemberInput } from './world';
import type { World } from './world';

/**
 * How the suite tries one call of the contract. Every call of `@vitrin/contract` has one (a test
 * fails otherwise), so a call added to the contract is added here in the same change.
 */
export interface Scenario {
  /** A request the backend must take, built from what the suite found on the backend. */
  valid: (world: World) => unknown;
  /** A request the call's schema refuses (the backend answers success:false with a message); null when the call has no field to spoil. */
  invalid: unknown;
  /**
   * 'success': the valid request must succeed. 'answer': any answer of the schema will do, and a
   * refusal must say why (launching a game the backend may not offer, a code the suite cannot know).
   */
  expect: 'success' | 'answer';
  /** The answer's data is a page ({items, total}) of a skip/take request. */
  paged?: boolean;
  /** Sent with the member's second session, which it may end (changing the password, signing out). */
  ownSession?: boolean;
}

const NO_FIELDS = null;
const BAD_PAGE = { skip: -1, take: 0 };
const NEW_PASSWORD = 'Conform2!';
const launchRequest = (world: World) => ({ platform: 1, gameCode: world.game.code, language: 'en', lobbyUrl: `${world.baseUrl}/casino/slot` });
const payment = (method: World['depositMethod']) => ({ id: method?.id ?? 1, target: 'pay', detail: method?.detail ?? { Amount: '100.00' } });

export const SCENARIOS: Record<string, Scenario> = {
  'auth/form': { valid: () => ({}), invalid: NO_FIELDS, expect: 'success' },
  'auth/login': { valid: (w) => ({ username: w.username, password: w.password }), invalid: { username: 5 }, expect: 'success' },
  'auth/register': { valid: (w) => newMemberInput(w.countryId), invalid: { username: 'x' }, expect: 'success' },
  'auth/logout': { valid: () => ({}), invalid: NO_FIELDS, expect: 'success', ownSession: true },
  'auth/sendresetpassword': { valid: (w) => ({ username: w.username }), invalid: { username: 5 }, expect: 'answer' },
  'auth/checkresetcode': { valid: (w) => ({ username: w.username, code: '000000' }), invalid: { username: 5 }, expect: 'answer' },
  'auth/changepasswordwithcode': {
    valid: (w) => ({ username: w.username, code: '000000', password: NEW_PASSWORD, password2: NEW_PASSWORD }), invalid: { username: 5 }, expect: 'answer',
  },
  'cms/callme': {
    valid: () => ({ name: 'Ada Conformance', message: 'Please call me back', contacts: [{ type: ContactType.Phone, contact: '905321234567' }] }),
    invalid: { name: 'Ada Conformance', message: 'Please call me back', contacts: [] },
    expect: 'answer',
  },
  'cms/contentlist': { valid: () => ({ status: true, categoryId: 1 }), invalid: { status: 'yes' }, expect: 'success' },
  'cms/content': { valid: (w) => ({ id: w.contentId ?? 1 }), invalid: { id: 'one' }, expect: 'answer' },
  'cms/grouped': { valid: () => ({}), invalid: NO_FIELDS, expect: 'success' },
  'cms/promotions': { valid: () => ({}), invalid: NO_FIELDS, expect: 'success' },
  'bonus/definetrialbonus': { valid: () => ({}), invalid: NO_FIELDS, expect: 'answer' },
  'bonus/available': { valid: () => ({}), invalid: NO_FIELDS, expect: 'success' },
  'bonus/claim': { valid: (w) => ({ bonusId: w.bonusId ?? 1 }), invalid: { bonusId: 0 }, expect: 'answer' },
  'bonus/history': { valid: () => ({ skip: 0, take: 10 }), invalid: BAD_PAGE, expect: 'success', paged: true },
  'bonus/wagering': { valid: () => ({}), invalid: NO_FIELDS, expect: 'success' },
  'customer/notification': { valid: () => ({ skip: 0, take: 10 }), invalid: BAD_PAGE, expect: 'success' },
  'customer/readnotification': { valid: (w) => ({ id: w.notificationIds }), invalid: { id: 'all' }, expect: 'answer' },
  'customer/updatephone': { valid: () => ({ step: 1, phone: '905321234567' }), invalid: { step: 3, phone: '905321234567' }, expect: 'answer' },
  'customer/changepassword': {
    valid: (w) => ({ oldPassword: w.password, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }), invalid: { oldPassword: 5 }, expect: 'success', ownSession: true,
  },
  'customer/details': { valid: () => ({}), invalid: NO_FIELDS, expect: 'success' },
  'customer/financialhistory': { valid: () => ({ filterType: 0, skip: 0, take: 10 }), invalid: { filterType: 0, ...BAD_PAGE }, expect: 'success', paged: true },
  'customer/gamehistory': { valid: () => ({ skip: 0, take: 10 }), invalid: BAD_PAGE, expect: 'success', paged: true },
  'customer/sessions': { valid: () => ({ skip: 0, take: 10 }), invalid: BAD_PAGE, expect: 'success', paged: true },
  'user/balance': { valid: () => ({}), invalid: NO_FIELDS, expect: 'success' },
  'casino/games': { valid: () => ({ live: false, search: '', skip: 0, take: 5 }), invalid: { live: 'no', search: '', skip: 0, take: 5 }, expect: 'success' },
  'casino/lobbygames': { valid: () => ({ lobby: 'slot', skip: 0, take: 10 }), invalid: { lobby: 'nowhere', skip: 0, take: 10 }, expect: 'success', paged: true },
  'casino/categorygames': { valid: () => ({ systemCategory: [1] }), invalid: { systemCategory: [] }, expect: 'success' },
  'casino/togglefavorite': { valid: (w) => ({ code: w.game.code, providerId: w.game.providerId }), invalid: { code: 5 }, expect: 'answer' },
  'casino/favorites': { valid: () => ({}), invalid: NO_FIELDS, expect: 'success' },
  'casino/recent': { valid: () => ({ take: 5 }), invalid: { take: 0 }, expect: 'success' },
  // A readable play address the suite cannot know to exist: any answer of the schema, a refusal with its message.
  'casino/game': { valid: () => ({ provider: 'spribe', game: 'aviator' }), invalid: { provider: 'Not/A Slug', game: 'x' }, expect: 'answer' },
  'transaction/topwinners': { valid: () => ({ isLive: false, count: 5 }), invalid: { isLive: false, count: 0 }, expect: 'success' },
  'casino/dtlaunchurl': { valid: (w) => ({ code: w.game.code }), invalid: { code: 5 }, expect: 'answer' },
  'casino/pragmaticlaunchurl': { valid: (w) => ({ code: w.game.code }), invalid: { code: 5 }, expect: 'answer' },
  'casino/emlaunchurl': { valid: (w) => ({ code: w.game.code, productId: w.game.productId }), invalid: { code: 5 }, expect: 'answer' },
  'casino/amusnetlaunchurl': { valid: (w) => ({ code: w.game.code, isMobile: false }), invalid: { code: 5 }, expect: 'answer' },
  'casino/egtlaunchurl': { valid: launchRequest, invalid: { gameCode: 5 }, expect: 'answer' },
  'casino/hub88launchurl': { valid: launchRequest, invalid: { gameCode: 5 }, expect: 'answer' },
  'casino/softgamingslaunchurl': { valid: (w) => ({ system: w.game.system, pageCode: w.game.code, isMobile: 0 }), invalid: { pageCode: 5 }, expect: 'answer' },
  'payment/methods': { valid: () => ({ direction: PaymentDirection.Deposit }), invalid: { direction: 9 }, expect: 'success' },
  'payment/detail': { valid: (w) => ({ id: w.depositMethod?.id ?? 1, type: w.depositMethod?.type ?? 1 }), invalid: { id: 'one' }, expect: 'success' },
  'payment/requests': { valid: () => ({}), invalid: NO_FIELDS, expect: 'success' },
  'payment/deposit': { valid: (w) => payment(w.depositMethod), invalid: { id: 1, target: 'take' }, expect: 'success' },
  // A new member has nothing to withdraw: the backend must refuse it, and say why.
  'payment/withdraw': { valid: (w) => payment(w.withdrawMethod), invalid: { id: 1, target: 'take' }, expect: 'answer' },
  // A healthy page load (nothing failed): it counts towards the versions' page loads only.
  'telemetry/failures': {
    valid: () => ({ page: `conformance${Date.now().toString(36)}`.slice(0, 32), ran: [{ remote: 'casino', version: '1.0.0', canary: false }], failures: [] }),
    invalid: { page: 'x', ran: [], failures: [] },
    expect: 'success',
  },
  'sports/entry': { valid: () => ({}), invalid: NO_FIELDS, expect: 'success' },
  'sports/token': { valid: () => ({ book: 'betsy' }), invalid: { book: 'nobook' }, expect: 'answer' },
  'responsible/limits': { valid: () => ({}), invalid: NO_FIELDS, expect: 'success' },
  'responsible/setlimit': { valid: () => ({ kind: 'wager', period: 'month', amount: '1000000' }), invalid: { kind: 'wager', period: 'year', amount: '10' }, expect: 'success' },
  'responsible/cancelpending': { valid: () => ({ kind: 'wager', period: 'month' }), invalid: { kind: 'nothing' }, expect: 'answer' },
  'responsible/realitycheck': { valid: () => ({ minutes: 60 }), invalid: { minutes: 5 }, expect: 'success' },
  // A wrong password: the refusal must say why; a real break would lock the suite's member out.
  'responsible/break': { valid: () => ({ duration: '24h', password: 'not-the-password' }), invalid: { duration: '2d', password: 'secret1' }, expect: 'answer' },
  // The panic button ends the member's sessions and locks it out for a day: it runs after every other call.
  'responsible/panic': { valid: () => ({}), invalid: NO_FIELDS, expect: 'success' },
  'responsible/session': { valid: () => ({}), invalid: NO_FIELDS, expect: 'success' },
};
