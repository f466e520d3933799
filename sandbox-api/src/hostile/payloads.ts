/**
 * What hostile mode (README "Hostile strings") puts into served strings. Every script payload
 * calls something a test can observe: `window.__hostile = 1` and the console marker below. If
 * either ever shows up in a browser, server text was executed in Vitrin's origin.
 */
export const HOSTILE_MARKER = 'HOSTILE-EXECUTED';

const RUN = `window.__hostile=1;console.log('${HOSTILE_MARKER}')`;

/** A `javascript:` address: what a hostile operator puts where a link is expected. */
export const HOSTILE_LINK = `javascript:${RUN}`;

/** Right-to-left override and mark: reorders the text after it if not isolated. */
export const RTL = '\u202E\u200F';

/** One unbroken 200-character word: no break opportunity unless the layout allows breaking anywhere. */
export const LONG_WORD = 'W'.repeat(200);

/** Appended to plain texts (names, titles, labels, messages), one per text, chosen by the text. */
export const TEXT_PAYLOADS: readonly string[] = [
  `<img src=x onerror="${RUN}">`,
  `<script>${RUN}</script>`,
  `${RTL}<a href="${HOSTILE_LINK}">tıkla</a>`,
  `${LONG_WORD}<svg onload="${RUN}">`,
  `"><iframe src="${HOSTILE_LINK}"></iframe>`,
];

/** Appended to server HTML (content pages, promotions): all of them at once. */
export const HTML_PAYLOAD = [
  `<img src=x onerror="${RUN}">`,
  `<script>${RUN}</script>`,
  `<p><a href="${HOSTILE_LINK}">${RTL}hostile link</a></p>`,
  `<p>${LONG_WORD}</p>`,
  `<iframe src="${HOSTILE_LINK}"></iframe>`,
  `<form action="${HOSTILE_LINK}"><button>send</button></form>`,
  `<div onmouseover="${RUN}">hover</div>`,
].join('');
