import type { RemoteName } from './SitePage';

export type RouteOwner = 'host' | RemoteName;

export interface RouteCase {
  path: string;
  owner: RouteOwner;
  /** For host pages: the level-1 heading the page shows, by language. */
  heading?: { en: RegExp; tr: RegExp };
  /** Dashboard routes are guarded: the test logs in first. */
  member?: boolean;
}

/** A game object as the casino remote serialises it into /casino/play/{encoded} (spec §2). */
const PLAY_PARAM = Buffer.from(
  JSON.stringify({ id: 1, gameCode: 'e2e-demo', name: 'E2E Demo', providerName: 'Pragmatic Play' }),
).toString('base64');

/** Every route of spec §2 and the remote (or the host) that renders it (docs/ARCHITECTURE.md "Who owns what"). */
export const ROUTES: readonly RouteCase[] = [
  { path: '/', owner: 'host' },
  { path: '/promotions', owner: 'host', heading: { en: /promotions/i, tr: /promosyonlar/i } },
  { path: '/pages/1', owner: 'host' },
  // A provider's variant shares its page's title: not next to it (routes.spec.ts reaches each
  // route from the one before inside the app and knows it arrived by the changed title).
  { path: '/spor', owner: 'sports' },
  { path: '/livespor', owner: 'sports' },
  { path: '/esports', owner: 'sports' },
  { path: '/spor/fcg', owner: 'sports' },
  { path: '/livespor/fcg', owner: 'sports' },
  { path: '/esports/betco', owner: 'sports' },
  { path: '/casino/slot', owner: 'casino' },
  { path: '/casino/live', owner: 'casino' },
  { path: '/casino/games', owner: 'casino' },
  { path: '/casino/bingo', owner: 'casino' },
  { path: '/casino/tvbets', owner: 'casino' },
  { path: `/casino/play/${encodeURIComponent(PLAY_PARAM)}`, owner: 'casino', member: true },
  { path: '/dashboard', owner: 'account', member: true },
  { path: '/dashboard/account', owner: 'account', member: true },
  { path: '/dashboard/phone-verification', owner: 'account', member: true },
  { path: '/dashboard/change-password', owner: 'account', member: true },
  { path: '/dashboard/financial-activities', owner: 'account', member: true },
  { path: '/dashboard/game-history', owner: 'account', member: true },
  { path: '/dashboard/claim-bonus', owner: 'account', member: true },
  { path: '/dashboard/bonuses', owner: 'account', member: true },
  { path: '/dashboard/session-history', owner: 'account', member: true },
  { path: '/dashboard/limits', owner: 'account', member: true },
  { path: '/dashboard/deposit', owner: 'payments', member: true },
  { path: '/dashboard/withdraw', owner: 'payments', member: true },
];
