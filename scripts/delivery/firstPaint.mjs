// The first-paint step (issue 15, ADR 0010): what the server that hands out index.html adds to it
// per request, so the browser starts the downloads it will need at once and paints the home
// banner before any script has run. The sandbox runs it for every page request; an operator's own
// server or edge runs the same function (plain ESM, no dependencies) with the same inputs:
//   - the built index.html (dist/site/index.html),
//   - dist/remotes.json as it is in service now (so a `use`/`rollback` shows on the next page),
//   - the route table (which remotes a path shows; from remotes.manifest.json),
//   - the home carousel's first slide (the first `home` slide of cms/grouped's sliderList),
//   - the visitor's language (the `lang` cookie the site writes; Turkish by default, spec §4).
// Everything it adds is a hint or a picture: a page served without this step works the same,
// only later.

const DEFAULT_LANGUAGE = 'tr';
const LANGUAGES = new Set(['tr', 'en']);

/** The boot screen's one text, in the visitor's language (the page says it before any script). */
const LOADING = { tr: 'Yükleniyor...', en: 'Loading...' };

/** Escapes a value for a double-quoted HTML attribute or text (server strings are untrusted). */
function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

/**
 * Only a same-site path (`/sandbox/img/…`, `remotes/casino/1.0.0/remoteEntry.js`) or an http(s)
 * URL may become an address in the page; `javascript:`, `data:` and protocol-relative `//host`
 * are dropped.
 */
export function safeAddress(value) {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(value) || /[\s\\]/.test(value)) return null;
  return value;
}

/** The visitor's language from the Cookie header (`lang=en`); Turkish when absent or unknown. */
export function languageFromCookie(cookieHeader) {
  const match = /(?:^|;\s*)lang=([a-z]{2})(?:;|$)/.exec(cookieHeader ?? '');
  return match && LANGUAGES.has(match[1]) ? match[1] : DEFAULT_LANGUAGE;
}

/**
 * The remotes a path shows: every remote with a prefix the path is under (`/dashboard/deposit`
 * shows account and payments), plus the home page's (`/`).
 * `routes` is `{ home: ['casino'], prefixes: { casino: ['/casino'], … } }`.
 */
export function remotesForPath(pathname, routes) {
  if (pathname === '/' || pathname === '') return [...(routes.home ?? [])];
  const shown = [];
  for (const [remote, prefixes] of Object.entries(routes.prefixes ?? {})) {
    if (prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) shown.push(remote);
  }
  return shown;
}

/** The entry in service of each named remote, from remotes.json (schemaVersion 1). */
function entriesOf(remotesDoc, names) {
  const entries = [];
  for (const name of names) {
    const remote = remotesDoc?.remotes?.[name];
    const entry = remote?.versions?.[remote.current]?.entry;
    const address = safeAddress(entry);
    if (address) entries.push(address);
  }
  return entries;
}

/**
 * The first slide as a `<picture>` with the carousel's own sources and breakpoints
 * (`sources` = [default, ≥ medium px, ≥ large px], like the host's carousel), or ''.
 */
function bannerMarkup(slide, breakpoints) {
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

/**
 * index.html for one request, with:
 * - `<html lang>` and the boot text in the visitor's language;
 * - `<link rel="preload" as="script">` for the remote entries the path shows (the host would
 *   otherwise learn them only after main.js, the shared chunks and remotes.json);
 * - on `/`, the first home banner painted in the boot screen where the carousel will be (the
 *   largest thing on a phone's first screen), fetched at high priority.
 * The places it fills are in host/public/index.html (elements, not comments: the build's HTML
 * minifier drops comments): `<meta name="vitrin-first-paint">` in the head and the empty
 * `<div id="boot-banner"></div>` of the boot screen.
 */
export function firstPaintHtml(html, { pathname = '/', remotesDoc = null, routes = {}, homeSlide = null, breakpoints = [992, 1200], language = DEFAULT_LANGUAGE } = {}) {
  const lang = LANGUAGES.has(language) ? language : DEFAULT_LANGUAGE;
  const entries = remotesDoc ? entriesOf(remotesDoc, remotesForPath(pathname, routes)) : [];
  const head = entries.map((entry) => `<link rel="preload" as="script" href="${escapeHtml(entry)}">`).join('');
  const banner = pathname === '/' ? bannerMarkup(homeSlide, breakpoints) : '';
  return html
    .replace(/<html lang="[a-z]{2}"/, `<html lang="${lang}"`)
    .replace(/(<span id="boot-text">)[^<]*(<\/span>)/, `$1${LOADING[lang]}$2`)
    .replace(/<meta name="vitrin-first-paint"[^>]*>/, head)
    .replace('<div id="boot-banner"></div>', banner || '<div id="boot-banner"></div>');
}
