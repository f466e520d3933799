import zlib from 'node:zlib';
import Fastify from 'fastify';
import { CATALOGUE } from '../casino/catalogue';
import { demoRoutes } from './assetRoutes';
import { drawGameThumbnail, gameThumbnailFor, monogram, THUMB_HEIGHT, THUMB_WIDTH } from './gameThumbnail';

/** Width, height, colour type, palette size and the first pixel's colour of a PNG written by encodePng. */
function readPng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunks = new Map<string, Buffer>();
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    chunks.set(png.toString('latin1', at + 4, at + 8), png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const header = chunks.get('IHDR')!;
  const [width, height] = [header.readUInt32BE(0), header.readUInt32BE(4)];
  const rows = zlib.inflateSync(chunks.get('IDAT')!);
  expect(rows.length).toBe((width + 1) * height);
  const palette = chunks.get('PLTE')!;
  expect(chunks.has('IEND')).toBe(true);
  return { width, height, depth: header[8], colour: header[9], colours: palette.length / 3, firstPixel: palette.readUIntBE(rows[1]! * 3, 3) };
}

describe('game thumbnails (bitmaps)', () => {
  it('are 240 × 180 indexed-colour PNGs of a few kilobytes, the same for the same game', () => {
    const png = drawGameThumbnail('pragmatic-sweet-bonanza', 'Sweet Bonanza');
    expect(readPng(png)).toMatchObject({ width: THUMB_WIDTH, height: THUMB_HEIGHT, depth: 8, colour: 3, colours: 253 });
    expect(png.length).toBeLessThan(8_000);
    expect(drawGameThumbnail('pragmatic-sweet-bonanza', 'Sweet Bonanza').equals(png)).toBe(true);
    // The palette follows the code: another game may look different.
    const colours = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((code) => readPng(drawGameThumbnail(code, 'X')).firstPixel));
    expect(colours.size).toBeGreaterThan(1);
  });

  it('show the initials of the name, Turkish letters as their Latin base', () => {
    expect(monogram('Sweet Bonanza')).toBe('SB');
    expect(monogram('Şekerli Meyveler')).toBe('SM');
    expect(monogram('ılık İstanbul Gecesi')).toBe('II');
    expect(monogram('Aviator')).toBe('A');
    expect(monogram('9 Masks of Fire')).toBe('9M');
  });

  it('are drawn once and served from memory', () => {
    const code = CATALOGUE[0]!.gameCode;
    expect(gameThumbnailFor(code)).toBe(gameThumbnailFor(code));
  });

  it('answer /sandbox/img/game/<code>.png, cached as immutable, while the other pictures stay SVG', async () => {
    const app = Fastify();
    demoRoutes(app);
    const game = CATALOGUE.find((g) => g.lobby === 'slot')!;
    expect(game.imageUrl).toBe(`/sandbox/img/game/${game.gameCode}.png`);
    const thumb = await app.inject({ method: 'GET', url: game.imageUrl });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/png');
    expect(thumb.headers['cache-control']).toContain('immutable');
    expect(readPng(thumb.rawPayload)).toMatchObject({ width: 240, height: 180 });
    expect((await app.inject({ method: 'GET', url: '/sandbox/img/game/%3Cx%3E.png' })).statusCode).toBe(404);
    const svg = await app.inject({ method: 'GET', url: '/sandbox/img/game/sweet-bonanza.svg' });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    await app.close();
  });
});
