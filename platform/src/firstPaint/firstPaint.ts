// The first-paint step (ADR 0010): what the server that hands out index.html adds to it
// per request, so the browser starts the downloads it will need at once and paints the home
// banner before any script has run. The sandbox runs it for every page request; an operator's own
// server or edge runs the same function (@vitrin/platform's firstPaintHtml) with the same inputs:
//   - the built index.html (dist/site/index.html),
//   - dist/remotes.json as it is in service now (so a `use`/`rollback` shows on the next page),
//   - the route table (which remotes a path shows; from remotes.manifest.json),
//   - the home carousel's first slide (the first `home` slide of cms/grouped's sliderList),
//   - the visitor's language (the `lang` cookie the site writes; Turkish by default, spec §4),
//   - on a lobby's own address, the answer to the first call its page makes (the default first
//     page of `casino/lobbygames`) and the tiles to paint from it.
// Everything it adds is a hint or a picture: a page served without this step works the same,
// only later.

type Language = 'tr' | 'en';
const DEFAULT_LANGUAGE: Language = 'tr';
const LANGUAGES = new Set<string>(['tr', 'en']);

/** The boot screen's one text, in the visitor's language (the page says it before any script). */
const LOADING: Record<Language, string> = { tr: 'Yükleniyor...', en: 'Loading...' };

/** Escapes a value for a double-quoted HTML attribute or text (server strings are untrusted). */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/**
 * Only a same-site path (`/sandbox/img/…`, `remotes/casino/1.0.0/remoteEntry.js`) or an http(s)
 * URL may become an address in the page; `javascript:`, `data:` and protocol-relative `//host`
 * are dropped.
 */
export function safeAddress(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(value) || /[\s\\]/.test(value)) return null;
  return value;
}

/** The visitor's language from the Cookie header (`lang=en`); Turkish when absent or unknown. */
export function languageFromCookie(cookieHeader: string | undefined | null): Language {
  const match = /(?:^|;\s*)lang=([a-z]{2})(?:;|$)/.exec(cookieHeader ?? '');
  return match?.[1] && LANGUAGES.has(match[1]) ? (match[1] as Language) : DEFAULT_LANGUAGE;
}

/**
 * The remotes a path shows: every remote with a prefix the path is under (`/dashboard/deposit`
 * shows account and payments), plus the home page's (`/`).
 * `routes` is `{ home: ['casino'], prefixes: { casino: ['/casino'], … } }`.
 */
export interface RouteTable {
  /** The remotes the home page shows. */
  home?: readonly string[];
  /** Each remote's route prefixes. */
  prefixes?: Readonly<Record<string, readonly string[]>>;
  /**
   * The remotes only a member's page loads (the dashboard's, mount `dashboard`): the host sends a
   * guest away before loading them, so a `<link rel="preload">` for them was a download a guest
   * never used (Chromium warns). Their entries go to the member script, which preloads them when
   * the store holds a session.
   */
  memberOnly?: readonly string[];
}

export function remotesForPath(pathname: string, routes: RouteTable): string[] {
  if (pathname === '/' || pathname === '') return [...(routes.home ?? [])];
  const shown: string[] = [];
  for (const [remote, prefixes] of Object.entries(routes.prefixes ?? {})) {
    if (prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) shown.push(remote);
  }
  return shown;
}

/** The entry in service of each named remote, from remotes.json (schemaVersion 1). */
interface DocumentLike {
  remotes?: Record<string, { current?: string | null; versions?: Record<string, { entry?: unknown } | undefined> } | undefined>;
}

function entriesOf(remotesDoc: DocumentLike, names: readonly string[]): string[] {
  const entries: string[] = [];
  for (const name of names) {
    const remote = remotesDoc?.remotes?.[name];
    const entry = remote?.current ? remote.versions?.[remote.current]?.entry : undefined;
    const address = safeAddress(entry);
    if (address) entries.push(address);
  }
  return entries;
}

/**
 * The first slide as a `<picture>` with the carousel's own sources and breakpoints
 * (`sources` = [default, ≥ medium px, ≥ large px], like the host's carousel), or ''.
 */
function bannerMarkup(slide: { sources?: readonly unknown[] } | null, breakpoints: readonly number[]): string {
  const sources = (slide?.sources ?? []).map(safeAddress);
  const [small, medium, large] = sources;
  if (!small) return '';
  const [bpMedium, bpLarge] = breakpoints;
  return '<div id="boot-banner" aria-hidden="true"><picture>'
    + (large ? `<source media="(min-width: ${bpLarge}px)" srcset="${escapeHtml(large)}">` : '')
    + (medium ? `<source media="(min-width: ${bpMedium}px)" srcset="${escapeHtml(medium)}">` : '')
    + `<img src="${escapeHtml(small)}" alt="" width="800" height="400" fetchpriority="high" decoding="async">`
    + '</picture></div>';
}

/** The element the page reads its first answers from (contract FIRST_ANSWERS_ELEMENT_ID). */
export const FIRST_ANSWERS_ELEMENT_ID = 'vitrin-first-answers';

/**
 * Calls the page will make first, with their answers, as a JSON data block (never executed, so
 * the content security policy is not involved). `<` is written as \u003c so no server string can
 * close the element; the page validates every answer with the call's own schema before use.
 */
export interface FirstAnswer {
  path: string;
  request: unknown;
  /**
   * The language the answer speaks, when it speaks one (the call's x-locale): the page uses it only
   * while its own language is this one. Absent for answers that read the same in every language.
   */
  locale?: string;
  answer: unknown;
}

function answersMarkup(answers: readonly FirstAnswer[] | undefined): string {
  const usable = (answers ?? []).filter((a) => a && typeof a.path === 'string' && a.request && a.answer);
  if (usable.length === 0) return '';
  const json = JSON.stringify(usable.map(({ path, request, locale, answer }) => ({ path, request, ...(locale ? { locale } : {}), answer })))
    .replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${json}</script>`;
}

/** How many tiles the boot screen paints (two rows of the widest grid) and fetches early. */
const BOOT_TILES = 12;
const BOOT_TILES_URGENT = 4;

/**
 * A lobby's first tiles as plain pictures at the grid's own sizes (index.html's #boot-tiles
 * rules), so the player sees the games before any script has run; the lobby replaces them with
 * the same tiles when it renders. The first ones are fetched at high priority, the rest lazily.
 */
export interface BootTile {
  name: string;
  image: string | null | undefined;
}

function tilesMarkup(tiles: readonly BootTile[] | undefined): string {
  const items: string[] = [];
  for (const tile of tiles ?? []) {
    if (items.length === BOOT_TILES) break;
    const image = safeAddress(tile?.image);
    if (!image || typeof tile.name !== 'string') continue;
    const urgent = items.length < BOOT_TILES_URGENT;
    items.push(`<li><img src="${escapeHtml(image)}" alt="" width="240" height="180" decoding="async"${urgent ? ' fetchpriority="high"' : ' loading="lazy"'}><span>${escapeHtml(tile.name)}</span></li>`);
  }
  return items.length ? `<ul id="boot-tiles" aria-hidden="true">${items.join('')}</ul>` : '';
}

/**
 * Addresses whose first screen a member's stored data can paint before any bundle runs: the
 * member overview, whose largest thing is the balance (ADR 0013). The script is the host's
 * (host/public/static), deferred and named before main.js, so it runs first; for a guest it
 * finds no session in the store and leaves the boot screen as it is.
 */
const STORE_PAINTED_PATHS = new Set(['/dashboard', '/dashboard/']);

/**
 * The host's member script (host/public/static/member-first-paint.js) where it has work:
 * `data-preload` the member-only entries to fetch early for a member, `data-balance` on the
 * overview's address to paint the stored balance.
 */
function memberScript(pathname: string, memberEntries: readonly string[], methods: boolean): string {
  const balance = STORE_PAINTED_PATHS.has(pathname);
  if (!balance && !methods && memberEntries.length === 0) return '';
  const preload = memberEntries.length ? ` data-preload="${escapeHtml(memberEntries.join(' '))}"` : '';
  return `<script defer src="static/member-first-paint.js"${preload}${balance ? ' data-balance' : ''}${methods ? ' data-methods' : ''}></script>`;
}

/**
 * The payment methods' call (contract payment/methods): when its answer is embedded (the deposit
 * and withdraw pages), the member script paints the list from it for a member.
 */
export const PAYMENT_METHODS_PATH = 'payment/methods';

/**
 * index.html for one request, with:
 * - `<html lang>` and the boot text in the visitor's language;
 * - `<link rel="preload" as="script">` for the remote entries the path shows (the host would
 *   otherwise learn them only after main.js, the shared chunks and remotes.json); a member-only
 *   remote's entry through the member script instead, so a guest does not fetch it;
 * - on `/`, the first home banner painted in the boot screen where the carousel will be (the
 *   largest thing on a phone's first screen), fetched at high priority;
 * - `answers` (`[{ path, request, answer }]`, a call's path, its exact request and its whole
 *   answer) embedded for the page's first calls, so they need no round trip;
 * - `tiles` (`[{ name, image }]`) painted in the boot screen (a lobby's first games);
 * - on a member's page, the script that preloads its member-only entries for a member and, on the
 *   overview, paints the stored balance in the boot screen; where payment/methods' answer is
 *   embedded (deposit, withdraw), paints the method list from it.
 * The places it fills are in host/public/index.html (elements, not comments: the build's HTML
 * minifier drops comments): `<meta name="vitrin-first-paint">` in the head and the empty
 * `<div id="boot-banner"></div>` and `<div id="boot-tiles"></div>` of the boot screen.
 */
export interface FirstPaintInput {
  pathname?: string;
  remotesDoc?: unknown;
  routes?: RouteTable;
  homeSlide?: { sources: string[] } | null;
  breakpoints?: number[];
  language?: string;
  answers?: FirstAnswer[];
  tiles?: BootTile[];
}

export function firstPaintHtml(html: string, { pathname = '/', remotesDoc = null, routes = {}, homeSlide = null, breakpoints = [992, 1200], language = DEFAULT_LANGUAGE, answers = [], tiles = [] }: FirstPaintInput = {}): string {
  const lang: Language = LANGUAGES.has(language) ? (language as Language) : DEFAULT_LANGUAGE;
  const shown = remotesForPath(pathname, routes);
  const memberOnly = new Set(routes.memberOnly ?? []);
  const doc = remotesDoc && typeof remotesDoc === 'object' ? (remotesDoc as DocumentLike) : null;
  const entries = doc ? entriesOf(doc, shown.filter((name) => !memberOnly.has(name))) : [];
  const memberEntries = doc ? entriesOf(doc, shown.filter((name) => memberOnly.has(name))) : [];
  const head = entries.map((entry) => `<link rel="preload" as="script" href="${escapeHtml(entry)}">`).join('') + answersMarkup(answers)
    + memberScript(pathname, memberEntries, answers.some((answer) => answer?.path === PAYMENT_METHODS_PATH));
  const banner = pathname === '/' ? bannerMarkup(homeSlide, breakpoints) : '';
  const tileList = tilesMarkup(tiles);
  return html
    .replace(/<html lang="[a-z]{2}"/, `<html lang="${lang}"`)
    .replace(/(<span id="boot-text">)[^<]*(<\/span>)/, `$1${LOADING[lang]}$2`)
    .replace(/<meta name="vitrin-first-paint"[^>]*>/, head)
    .replace('<div id="boot-banner"></div>', banner || '<div id="boot-banner"></div>')
    .replace('<div id="boot-tiles"></div>', tileList || '<div id="boot-tiles"></div>');
}
