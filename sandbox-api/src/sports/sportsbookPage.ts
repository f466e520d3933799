import type { Locale } from '../i18n/locale';
import type { SportsView } from './eventCatalogue';
import { pageScriptSrc } from '../static/pageScripts';
import { SPORTSBOOK_TEXT } from './sportsbookTexts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface PageQuery {
  view: SportsView;
  lang: Locale;
  /** The site's origins (server configuration): the only parents the page talks to. */
  sites: readonly string[];
  /** nav=0: the /fcg pages, whose compact menu sits above the frame (spec §2). */
  nav: boolean;
  page: string;
}

/**
 * The demo sportsbook page (provider origin), one event per row on a desktop and one card per event
 * on a phone: header with the member's balance or "Guest", sport
 * filters (hidden with nav=0), the events of the view, the bet slip and "My bets". Inline CSS; the
 * script is sandbox-api/assets/sportsbook.js (with parentOrigin.js), and the data travels as JSON in
 * a script element that is not executed. No token ever
 * travels in its address: the site hands it over by postMessage once the page says it is ready.
 */
export function sportsbookPage(query: PageQuery): string {
  const t = SPORTSBOOK_TEXT[query.lang];
  const config = JSON.stringify({ view: query.view, lang: query.lang, page: query.page, sites: query.sites, t }).replace(/</g, '\\u003c');
  const filters = query.view === 'esports' ? [] : ['all', 'football', 'basketball'];
  return `<!doctype html>
<html lang="${query.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(t[query.view]!)} · ${escape(t.book!)}</title>
<style>
body{margin:0;font:14px/1.4 system-ui,'DejaVu Sans',Arial,sans-serif;background:#0e1621;color:#eef2f6}
header{padding:10px 16px;background:#16212e;display:flex;flex-wrap:wrap;gap:8px;justify-content:space-between;align-items:center}
h1{font-size:18px;margin:0} h2{font-size:16px;margin:0 0 8px} .who{font-size:13px;color:#c9d5e1}
nav{display:flex;gap:6px;padding:8px 16px 0} main{display:grid;grid-template-columns:1fr;gap:16px;padding:16px}
@media(min-width:900px){main{grid-template-columns:1fr 300px}}
table{width:100%;border-collapse:collapse;background:#16212e;border-radius:8px}
td{padding:8px;border-bottom:1px solid #22303f;vertical-align:middle} .league{color:#c9d5e1;font-size:12px}
.teams{font-weight:600} .live{background:#b71c1c;color:#fff;border-radius:4px;padding:2px 6px;font-size:12px} .score{color:#ffd54f}
button{font:inherit;cursor:pointer} .odd{min-width:56px;min-height:36px;border:0;border-radius:6px;background:#24364a;color:#ffd54f;font-weight:700}
.odd[aria-pressed=true]{background:#ffd54f;color:#0e1621} .chip{border:1px solid #3a4d62;background:none;color:#eef2f6;border-radius:16px;padding:4px 12px;min-height:32px}
.chip[aria-pressed=true]{background:#eef2f6;color:#0e1621} .link{background:none;border:0;color:#9fd3ff;text-decoration:underline;padding:4px}
.teams .link{color:#eef2f6;text-decoration:none;font-weight:600;text-align:left}
aside{background:#16212e;border-radius:8px;padding:12px} aside ul{padding-left:18px} label{display:block;margin:8px 0 4px}
input{font:inherit;width:100%;box-sizing:border-box;padding:8px;border-radius:6px;border:1px solid #3a4d62;background:#0e1621;color:#eef2f6}
.place{margin-top:10px;width:100%;min-height:40px;border:0;border-radius:6px;background:#ffd54f;color:#0e1621;font-weight:700}
@media(max-width:599px){tr{display:grid;grid-template-columns:repeat(3,1fr);gap:6px;padding:8px;border-bottom:1px solid #22303f}
td{border:0;padding:0} tr>td:nth-child(2){grid-column:2/4;text-align:right} .teams{grid-column:1/4} .odd{width:100%}}
.place:disabled{opacity:.7} [role=alert]{color:#ffab91} .note{color:#c9d5e1;font-size:12px;padding:0 16px 16px}
</style></head>
<body data-view="${query.view}">
<header><h1>${escape(t[query.view]!)}</h1><p class="who"><span id="who" data-testid="sportsbook-user"></span> <strong id="balance" data-testid="sportsbook-balance"></strong></p></header>
${query.nav && filters.length > 0 ? `<nav aria-label="${escape(t.events!)}">${filters.map((f, i) => `<button type="button" class="chip" data-filter="${f}" aria-pressed="${i === 0}">${escape(t[f]!)}</button>`).join('')}</nav>` : ''}
<main>
<section aria-labelledby="events-title"><h2 id="events-title">${escape(t.events!)}</h2>
<button type="button" class="link" id="back" hidden>${escape(t.back!)}</button>
<p id="events-error" role="alert" hidden>${escape(t.loadFailed!)}</p>
<table><tbody id="events"></tbody></table></section>
<aside aria-labelledby="slip-title"><h2 id="slip-title">${escape(t.slip!)}</h2>
<p id="slip-empty">${escape(t.empty!)}</p>
<form id="slip-form" hidden novalidate><p id="slip-kind"></p><ul id="slip-items"></ul>
<p>${escape(t.totalOdds!)}: <strong id="total-odds">1.00</strong></p>
<label for="stake">${escape(t.stake!)}</label><input id="stake" name="stake" inputmode="decimal" autocomplete="off" value="10.00">
<p>${escape(t.potentialWin!)}: <strong id="potential-win">—</strong></p>
<button class="place" id="place" type="submit">${escape(t.place!)}</button></form>
<p id="slip-message" role="status" data-testid="slip-message"></p>
<button type="button" class="link" id="deposit" hidden>${escape(t.deposit!)}</button>
<section id="my-bets" hidden><h2>${escape(t.myBets!)}</h2><ul id="bets" data-testid="my-bets"></ul></section>
</aside>
</main>
<p class="note">${escape(t.demo!)}</p>
<script type="application/json" id="config">${config}</script>
<script src="${pageScriptSrc('parentOrigin')}"></script>
<script src="${pageScriptSrc('sportsbook')}"></script>
</body></html>`;
}
