import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { BANNER_CAROUSEL, CASINO_LOBBIES, CASINO_LOBBY_PAGE_SIZE, CASINO_LOBBY_QUERY_KEYS, PaymentDirection, lobbyGames, paymentMethods, type CasinoLobby } from '@vitrin/contract';
import { firstPaintHtml, languageFromCookie, routeTableFrom } from '@vitrin/platform';
import { lobbyPage } from '../casino/lobbyPage';
import { methodsAnswer } from '../payments/paymentCatalogue';
import { SLIDES } from '../cms/bootstrap';
import { slideImageUrls } from '../cms/cmsRoutes';
import { rebaseSandboxUrls } from './basePath';
import type { AnswerTransform } from '../hostile/hostileMode';
import type { Locale } from '../i18n/locale';

/** remotes.json as in service now, re-read when the file changes (`use`, `rollback`, a build). */
const remotesCache = new Map<string, { mtimeMs: number; doc: unknown }>();
async function remotesInService(distDir: string): Promise<unknown> {
  const file = path.join(distDir, 'remotes.json');
  try {
    const { mtimeMs } = await stat(file);
    const cached = remotesCache.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached.doc;
    const doc: unknown = JSON.parse(await readFile(file, 'utf8'));
    remotesCache.set(file, { mtimeMs, doc });
    return doc;
  } catch {
    // No or broken remotes.json: no hints; the host reports the problem itself.
    return null;
  }
}

/** `/casino/slot` → 'slot'; null for any other path. */
function lobbyOf(pathname: string): CasinoLobby | null {
  const match = /^\/casino\/([a-z]+)\/?$/.exec(pathname);
  return match && (CASINO_LOBBIES as readonly string[]).includes(match[1]!) ? (match[1] as CasinoLobby) : null;
}

/**
 * Whether the lobby would ask for its first page with this query: none of the keys it reads. An
 * advert's or affiliate's keys (`utm_source`, `gclid`, …) do not count — players arriving from a
 * campaign land on exactly these addresses.
 */
function asksFirstPage(query: string): boolean {
  const params = new URLSearchParams(query);
  return CASINO_LOBBY_QUERY_KEYS.every((key) => !params.has(key));
}

/**
 * On a lobby's own address (no lobby filters in the query), its first page as casino/lobbygames
 * would answer the lobby's first call, and its first tiles for the boot screen; nothing elsewhere.
 */
function lobbyFirstPaint(pathname: string, query: string, base: string, answerOf: AnswerTransform) {
  const lobby = asksFirstPage(query) ? lobbyOf(pathname) : null;
  if (!lobby) return { answers: [], tiles: [] };
  const request = { lobby, skip: 0, take: CASINO_LOBBY_PAGE_SIZE };
  const answer = answerOf(rebaseSandboxUrls({ success: true, message: null, data: lobbyPage(request) }, base));
  const tiles = answer.data.items.map((game) => ({ name: game.name, image: game.imageUrl }));
  return { answers: [{ path: lobbyGames.path, request, answer }], tiles };
}

/** The deposit and withdraw pages' addresses, and the direction each lists. */
const PAYMENT_PAGES: Readonly<Record<string, number>> = {
  '/dashboard/deposit': PaymentDirection.Deposit,
  '/dashboard/withdraw': PaymentDirection.Withdraw,
};

/**
 * On the deposit or withdraw page, payment/methods' answer for its direction: the method list is
 * the page's largest paint, and without it the list waits for main.js, two remotes and a call. The
 * list is the operator's, not the member's, so a guest's copy of the page carries nothing private
 * (the guard sends a guest away anyway). The member script paints it in the boot screen.
 */
function paymentFirstPaint(pathname: string, language: Locale, answerOf: AnswerTransform) {
  const direction = PAYMENT_PAGES[pathname.replace(/\/$/, '')];
  if (direction === undefined) return [];
  // Named in the page's language, and marked with it: a page whose stored language differs from
  // the cookie's (cookies cleared, another path) calls instead of showing the other language.
  return [{ path: paymentMethods.path, request: { direction }, locale: language, answer: answerOf(methodsAnswer(direction, language)) }];
}

/**
 * The first-paint step (@vitrin/platform's firstPaintHtml) with the sandbox's inputs: the route's
 * remote entries, the first home slide in the visitor's language (the `lang` cookie) under the
 * base the page was asked for, and a lobby's first page.
 */
export async function withFirstPaint(
  html: string,
  options: { distDir: string; pathname: string; query?: string; base: string; cookie: string | undefined; answerOf?: AnswerTransform | undefined },
): Promise<string> {
  // Embedded answers get what the API's answers get (hostile mode's payloads), so a page's first render is tested like its calls.
  const answerOf: AnswerTransform = options.answerOf ?? ((answer) => answer);
  const language = languageFromCookie(options.cookie);
  const first = SLIDES[0];
  const sources = first ? rebaseSandboxUrls(slideImageUrls(first.key, language), options.base) : [];
  const remotesDoc = await remotesInService(options.distDir);
  const lobby = lobbyFirstPaint(options.pathname, options.query ?? '', options.base, answerOf);
  return firstPaintHtml(html, {
    pathname: options.pathname,
    remotesDoc,
    // Which remotes the path shows: the descriptors in service, as the host reads them.
    routes: routeTableFrom(remotesDoc),
    homeSlide: { sources },
    breakpoints: [...BANNER_CAROUSEL.imageBreakpointsPx],
    language,
    ...lobby,
    answers: [...lobby.answers, ...paymentFirstPaint(options.pathname, language, answerOf)],
  });
}
