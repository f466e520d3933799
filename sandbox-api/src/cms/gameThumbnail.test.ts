import zlib from 'node:zlib';
import Fastify from 'fastify';
import { CATALOGUE } from '../casino/catalogue';
import { demoRoutes } from './assetRoutes';
import { drawGameThumbnail, gameThumbnailFor, monogram, THUMB_HEIGHT, THUMB_WIDTH } from './gameThumbnail';

/** Width, height and the unfiltered first pixel of a PNG written by encodePng (one IDAT chunk). */
function readPng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  const idatLength = png.readUInt32BE(33);
  expect(png.toString('latin1', 37, 41)).toBe('IDAT');
  const rows = zlib.inflateSync(png.subarray(41, 41 + idatLength));
  expect(rows.length).toBe((png.readUInt32BE(16) * 3 + 1) * png.readUInt32BE(20));
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), depth: png[24], colour: png[25], firstPixel: [...rows.subarray(1, 4)] };
}

describe('game thumbnails (bitmaps, issue 9)', () => {
  it('are 240 × 180 truecolour PNGs of a few kilobytes, the same for the same game', () => {
    const png = drawGameThumbnail('pragmatic-sweet-bonanza', 'Sweet Bonanza');
    expect(readPng(png)).toMatchObject({ width: THUMB_WIDTH, height: THUMB_HEIGHT, depth: 8, colour: 2 });
    expect(png.length).toBeLessThan(20_000);
    expect(drawGameThumbnail('pragmatic-sweet-bonanza', 'Sweet Bonanza').equals(png)).toBe(true);
    // The palette follows the code: another game may look different.
    const colours = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((code) => readPng(drawGameThumbnail(code, 'X')).firstPixel.join()));
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
