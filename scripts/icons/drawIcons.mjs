// Draws the web app icons into host/public/static/icons (committed; run again after a change of
// the mark or the colours): `node --import tsx scripts/icons/drawIcons.mjs`. The site's mark, a gold
// V on the page colour, as real PNGs (the home screen of Android and iOS needs raster icons; an SVG
// favicon is not enough). The PNG writer is the sandbox's (one encoder; tsx loads its TypeScript).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeRgbaPng } from '../../sandbox-api/src/cms/png';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../host/public/static/icons');
const PAGE = [0x0b, 0x0f, 0x1a];
const GOLD = [0xf5, 0xb3, 0x01];
const SAMPLES = 4;

/** Distance from point p to the segment a–b. @param {number[]} p @param {number[]} a @param {number[]} b */
function segmentDistance(p, a, b) {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/**
 * One icon: `mark` is the V's height as a share of the side (a maskable icon keeps it inside the
 * centre 80 % circle the launcher may cut to); `rounded` gives the tile rounded corners.
 * @param {number} size @param {{ mark: number, rounded: boolean }} options
 */
function draw(size, { mark, rounded }) {
  const rgba = new Uint8Array(size * size * 4);
  const half = (mark * size) / 2;
  const [left, bottom, right] = [[0.5 * size - half * 0.9, 0.5 * size - half], [0.5 * size, 0.5 * size + half], [0.5 * size + half * 0.9, 0.5 * size - half]];
  const stroke = size * mark * 0.13;
  const corner = rounded ? size * 0.22 : 0;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      let inTile = 0;
      let inMark = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const p = [x + (sx + 0.5) / SAMPLES, y + (sy + 0.5) / SAMPLES];
          const cx = Math.max(corner - p[0], 0, p[0] - (size - corner));
          const cy = Math.max(corner - p[1], 0, p[1] - (size - corner));
          if (corner === 0 || Math.hypot(cx, cy) <= corner) inTile += 1;
          if (Math.min(segmentDistance(p, left, bottom), segmentDistance(p, bottom, right)) <= stroke) inMark += 1;
        }
      }
      const n = SAMPLES * SAMPLES;
      const share = inMark / n;
      const at = (y * size + x) * 4;
      for (let c = 0; c < 3; c += 1) rgba[at + c] = Math.round(PAGE[c] * (1 - share) + GOLD[c] * share);
      rgba[at + 3] = Math.round((255 * inTile) / n);
    }
  }
  return encodeRgbaPng(size, size, rgba);
}

fs.mkdirSync(OUT, { recursive: true });
const ICONS = [
  ['icon-192.png', 192, { mark: 0.56, rounded: true }],
  ['icon-512.png', 512, { mark: 0.56, rounded: true }],
  ['icon-maskable-512.png', 512, { mark: 0.42, rounded: false }],
  ['apple-touch-icon.png', 180, { mark: 0.5, rounded: false }],
];
for (const [name, size, options] of ICONS) {
  fs.writeFileSync(path.join(OUT, /** @type {string} */ (name)), draw(/** @type {number} */ (size), /** @type {{ mark: number, rounded: boolean }} */ (options)));
}
console.log(`wrote ${ICONS.length} icons to ${path.relative(process.cwd(), OUT)}`);
