import { GAME_BY_CODE } from '../casino/catalogue';
import { encodePng } from './png';
import { hash, PALETTES } from './pictures';

/**
 * Game thumbnails as small bitmaps (issue 9). The lobby's long tasks on a phone were the browser
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

class Canvas {
  readonly rgb = new Uint8Array(THUMB_WIDTH * THUMB_HEIGHT * 3);

  /** Blends `color` over pixel (x, y) with opacity `alpha` (0–1). */
  blend(x: number, y: number, color: number, alpha: number): void {
    if (x < 0 || y < 0 || x >= THUMB_WIDTH || y >= THUMB_HEIGHT || alpha <= 0) return;
    const i = (y * THUMB_WIDTH + x) * 3;
    const rgb = this.rgb;
    rgb[i] = rgb[i]! + (((color >> 16) & 0xff) - rgb[i]!) * alpha + 0.5;
    rgb[i + 1] = rgb[i + 1]! + (((color >> 8) & 0xff) - rgb[i + 1]!) * alpha + 0.5;
    rgb[i + 2] = rgb[i + 2]! + ((color & 0xff) - rgb[i + 2]!) * alpha + 0.5;
  }

  /** A soft disc (its edge anti-aliased over one pixel). */
  disc(cx: number, cy: number, r: number, color: number, alpha: number): void {
    for (let y = Math.max(0, Math.floor(cy - r)); y <= Math.min(THUMB_HEIGHT - 1, Math.ceil(cy + r)); y += 1) {
      for (let x = Math.max(0, Math.floor(cx - r)); x <= Math.min(THUMB_WIDTH - 1, Math.ceil(cx + r)); x += 1) {
        const coverage = Math.min(1, Math.max(0, r - Math.hypot(x - cx, y - cy) + 0.5));
        this.blend(x, y, color, alpha * coverage);
      }
    }
  }

  text(letters: string, scale: number, color: number, alpha: number, dx = 0, dy = 0): void {
    const width = letters.length * 6 * scale - scale;
    const left = Math.round((THUMB_WIDTH - width) / 2) + dx;
    const top = Math.round((THUMB_HEIGHT - 7 * scale) / 2) + dy;
    [...letters].forEach((letter, index) => {
      const glyph = GLYPHS[letter];
      if (!glyph) return;
      for (let bit = 0; bit < 35; bit += 1) {
        if (glyph[bit] !== '1') continue;
        const gx = left + index * 6 * scale + (bit % 5) * scale;
        const gy = top + Math.floor(bit / 5) * scale;
        for (let y = 0; y < scale; y += 1) for (let x = 0; x < scale; x += 1) this.blend(gx + x, gy + y, color, alpha);
      }
    });
  }
}

/** The picture of one game: its palette's diagonal gradient, two discs and the name's initials. */
export function drawGameThumbnail(code: string, name: string): Buffer {
  // The colours the SVG picture of the game had.
  const [from, to] = PALETTES[hash(`game-${code}`) % PALETTES.length]!.map((hex) => parseInt(hex.slice(1), 16)) as [number, number];
  const canvas = new Canvas();
  for (let y = 0; y < THUMB_HEIGHT; y += 1) {
    for (let x = 0; x < THUMB_WIDTH; x += 1) {
      const t = (x / (THUMB_WIDTH - 1) + y / (THUMB_HEIGHT - 1)) / 2;
      const i = (y * THUMB_WIDTH + x) * 3;
      for (let c = 0; c < 3; c += 1) {
        const shift = 16 - c * 8;
        canvas.rgb[i + c] = Math.round(((from >> shift) & 0xff) * (1 - t) + ((to >> shift) & 0xff) * t);
      }
    }
  }
  canvas.disc(THUMB_WIDTH * 0.85, THUMB_HEIGHT * 0.2, THUMB_HEIGHT * 0.45, 0xffffff, 0x14 / 255);
  canvas.disc(THUMB_WIDTH * 0.1, THUMB_HEIGHT * 0.9, THUMB_HEIGHT * 0.3, 0x000000, 0x22 / 255);
  const letters = monogram(name);
  const scale = letters.length > 1 ? 10 : 12;
  canvas.text(letters, scale, 0x000000, 0.3, 3, 3);
  canvas.text(letters, scale, 0xffffff, 1);
  return encodePng(THUMB_WIDTH, THUMB_HEIGHT, canvas.rgb);
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
