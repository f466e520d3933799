import { GAME_BY_CODE } from '../casino/catalogue';
import { encodePng } from './png';
import { hash, PALETTES } from './pictures';

/**
 * Game thumbnails as small bitmaps. The lobby's long tasks on a phone were the browser
 * painting the SVG thumbnails on its main thread (gradient + text, `PaintImage` in every scrolled
 * frame); a PNG is decoded off the main thread (`decoding="async"`) and only drawn. 240 × 180 is the
 * tile's 4:3 box (`width`/`height` of the tile's img). Each picture is drawn once and kept: the
 * cache holds the most recently asked ones (a lobby page is 48).
 */
export const THUMB_WIDTH = 240;
export const THUMB_HEIGHT = 180;

/** 5 × 7 capitals and digits for the monogram (the name itself is under the picture on the tile). */
const GLYPHS: Record<string, string> = {
  A: '01110100011000111111100011000110001', B: '11110100011000111110100011000111110', C: '01110100011000010000100001000101110',
  D: '11100100101000110001100011001011100', E: '11111100001000011110100001000011111', F: '11111100001000011110100001000010000',
  G: '01110100011000010111100011000101111', H: '10001100011000111111100011000110001', I: '01110001000010000100001000010001110',
  J: '00111000100001000010000101001001100', K: '10001100101010011000101001001010001', L: '10000100001000010000100001000011111',
  M: '10001110111010110101100011000110001', N: '10001100011100110101100111000110001', O: '01110100011000110001100011000101110',
  P: '11110100011000111110100001000010000', Q: '01110100011000110001101011001001101', R: '11110100011000111110101001001010001',
  S: '01111100001000001110000010000111110', T: '11111001000010000100001000010000100', U: '10001100011000110001100011000101110',
  V: '10001100011000110001100010101000100', W: '10001100011000110101101011010101010', X: '10001100010101000100010101000110001',
  Y: '10001100011000101010001000010000100', Z: '11111000010001000100010001000011111', 0: '01110100011001110101110011000101110',
  1: '00100011000010000100001000010001110', 2: '01110100010000100010001000100011111', 3: '11111000100010000010000011000101110',
  4: '00010001100101010010111110001000010', 5: '11111100001111000001000011000101110', 6: '00110010001000011110100011000101110',
  7: '11111000010001000100010000100001000', 8: '01110100011000101110100011000101110', 9: '01110100011000101111000010001001100',
};

/** Up to two initials, Turkish letters drawn as their Latin base (Ş → S, İ/ı → I). */
export function monogram(name: string): string {
  const latin = name.replace(/ı/g, 'i').normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase();
  return latin.split(/[^A-Z0-9]+/).filter(Boolean).slice(0, 2).map((word) => word[0]).join('');
}

/** Steps of the gradient; the palette holds them plain, under the light disc, under the dark disc and in shadow, then white. */
const STEPS = 63;
const LIGHT = STEPS;
const DARK = 2 * STEPS;
const SHADOW = 3 * STEPS;
const WHITE = 4 * STEPS;

function mix(colour: number, over: number, alpha: number): number {
  let out = 0;
  for (const shift of [16, 8, 0]) {
    const c = (colour >> shift) & 0xff;
    out |= Math.round(c + (((over >> shift) & 0xff) - c) * alpha) << shift;
  }
  return out;
}

function paletteOf(from: number, to: number): number[] {
  const steps = Array.from({ length: STEPS }, (_, i) => mix(from, to, i / (STEPS - 1)));
  return [
    ...steps,
    ...steps.map((c) => mix(c, 0xffffff, 0x14 / 255)),
    ...steps.map((c) => mix(c, 0x000000, 0x22 / 255)),
    ...steps.map((c) => mix(c, 0x000000, 0.3)),
    0xffffff,
  ];
}

/** The picture of one game: its palette's diagonal gradient, two discs and the name's initials. */
export function drawGameThumbnail(code: string, name: string): Buffer {
  // The colours the SVG picture of the game had.
  const [from, to] = PALETTES[hash(`game-${code}`) % PALETTES.length]!.map((hex) => parseInt(hex.slice(1), 16)) as [number, number];
  const pixels = new Uint8Array(THUMB_WIDTH * THUMB_HEIGHT);
  const light = { x: THUMB_WIDTH * 0.85, y: THUMB_HEIGHT * 0.2, r: THUMB_HEIGHT * 0.45 };
  const dark = { x: THUMB_WIDTH * 0.1, y: THUMB_HEIGHT * 0.9, r: THUMB_HEIGHT * 0.3 };
  const inside = (disc: typeof light, x: number, y: number) => (x - disc.x) ** 2 + (y - disc.y) ** 2 <= disc.r ** 2;
  for (let y = 0; y < THUMB_HEIGHT; y += 1) {
    for (let x = 0; x < THUMB_WIDTH; x += 1) {
      const step = Math.round(((x / (THUMB_WIDTH - 1) + y / (THUMB_HEIGHT - 1)) / 2) * (STEPS - 1));
      pixels[y * THUMB_WIDTH + x] = step + (inside(light, x, y) ? LIGHT : inside(dark, x, y) ? DARK : 0);
    }
  }
  const letters = monogram(name);
  const scale = letters.length > 1 ? 10 : 12;
  const left = Math.round((THUMB_WIDTH - (letters.length * 6 - 1) * scale) / 2);
  const top = Math.round((THUMB_HEIGHT - 7 * scale) / 2);
  // The shadow first (3 px down and right), then the letters in white.
  for (const [dx, ink] of [[3, -1], [0, WHITE]] as const) {
    [...letters].forEach((letter, index) => {
      const glyph = GLYPHS[letter]!;
      for (let bit = 0; bit < 35; bit += 1) {
        if (glyph[bit] !== '1') continue;
        const gx = left + dx + index * 6 * scale + (bit % 5) * scale;
        const gy = top + dx + Math.floor(bit / 5) * scale;
        for (let y = gy; y < gy + scale; y += 1) {
          for (let x = gx; x < gx + scale; x += 1) {
            const i = y * THUMB_WIDTH + x;
            pixels[i] = ink === WHITE ? WHITE : SHADOW + (pixels[i]! % STEPS);
          }
        }
      }
    });
  }
  return encodePng(THUMB_WIDTH, THUMB_HEIGHT, pixels, paletteOf(from, to));
}

const CACHE_SIZE = 600;
const cache = new Map<string, Buffer>();

/**
 * The PNG of `/sandbox/img/game/<code>.png`, drawn at the first request and then served from
 * memory (the most recent 600). A catalogue game shows its name's initials; any other code its words'.
 */
export function gameThumbnailFor(code: string): Buffer {
  let png = cache.get(code);
  if (png) {
    cache.delete(code);
  } else {
    png = drawGameThumbnail(code, GAME_BY_CODE.get(code)?.name ?? code.replace(/[-_.]+/g, ' '));
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
  cache.set(code, png);
  return png;
}
