import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { BANNER_CAROUSEL, CASINO_LOBBIES, CASINO_LOBBY_PAGE_SIZE, CASINO_LOBBY_QUERY_KEYS, lobbyGames, type CasinoLobby } from '@vitrin/contract';
import { firstPaintHtml, languageFromCookie, REMOTE_MANIFEST, type RouteTable } from '@vitrin/platform';
import { lobbyPage } from '../casino/lobbyPage';
import { SLIDES } from '../cms/bootstrap';
import { slideImageUrls } from '../cms/cmsRoutes';
import { rebaseSandboxUrls } from './basePath';

/** Which remotes a path shows: the prefixes of remotes.manifest.json; the home page places casino's slots. */
async function routeTable(): Promise<RouteTable> {
  const remotes = Object.entries(REMOTE_MANIFEST);
  const prefixes = Object.fromEntries(remotes.map(([name, remote]) => [name, remote.prefixes]));
  // The host's home page (HomePage.tsx) places the casino's Home* slots.
  const home = remotes.filter(([, remote]) => remote.slots.some((slot) => slot.startsWith('Home'))).map(([name]) => name);
  // The dashboard's remotes load for members only (the host's guard sends a guest away first).
  const memberOnly = remotes.filter(([, remote]) => remote.mount === 'dashboard').map(([name]) => name);
  return { home, prefixes, memberOnly };
}
let routes: Promise<RouteTable> | null = null;

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
function lobbyFirstPaint(pathname: string, query: string, base: string) {
  const lobby = asksFirstPage(query) ? lobbyOf(pathname) : null;
  if (!lobby) return { answers: [], tiles: [] };
  const request = { lobby, skip: 0, take: CASINO_LOBBY_PAGE_SIZE };
  const answer = rebaseSandboxUrls({ success: true, message: null, data: lobbyPage(request) }, base);
  const tiles = answer.data.items.map((game) => ({ name: game.name, image: game.imageUrl }));
  return { answers: [{ path: lobbyGames.path, request, answer }], tiles };
}

/**
 * The first-paint step (@vitrin/platform's firstPaintHtml) with the sandbox's inputs: the route's
 * remote entries, the first home slide in the visitor's language (the `lang` cookie) under the
 * base the page was asked for, and a lobby's first page.
 */
export async function withFirstPaint(
  html: string,
  options: { distDir: string; pathname: string; query?: string; base: string; cookie: string | undefined },
): Promise<string> {
  routes ??= routeTable().catch(() => ({ home: [], prefixes: {} }));
  const language = languageFromCookie(options.cookie);
  const first = SLIDES[0];
  const sources = first ? rebaseSandboxUrls(slideImageUrls(first.key, language), options.base) : [];
  return firstPaintHtml(html, {
    pathname: options.pathname,
    remotesDoc: await remotesInService(options.distDir),
    routes: await routes,
    homeSlide: { sources },
    breakpoints: [...BANNER_CAROUSEL.imageBreakpointsPx],
    language,
    ...lobbyFirstPaint(options.pathname, options.query ?? '', options.base),
  });
}
