import zlib from 'node:zlib';
import { encodePng, encodeRgbaPng } from './png';

/** The chunks of a PNG file, each with its CRC checked. */
function chunksOf(png: Buffer): { type: string; data: Buffer }[] {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const out: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const body = png.subarray(at + 4, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(zlib.crc32(body) >>> 0);
    out.push({ type: body.subarray(0, 4).toString('latin1'), data: body.subarray(4) });
    at += 12 + length;
  }
  return out;
}

describe('PNG encoder', () => {
  it('writes an RGBA image (the web app icons): header, unfiltered rows, end', () => {
    const rgba = Uint8Array.from([1, 2, 3, 255, 4, 5, 6, 0, 7, 8, 9, 128, 10, 11, 12, 64]);
    const chunks = chunksOf(encodeRgbaPng(2, 2, rgba));
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const header = chunks[0]!.data;
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([2, 2, 8, 6]);
    expect([...zlib.inflateSync(chunks[1]!.data)]).toEqual([0, 1, 2, 3, 255, 4, 5, 6, 0, 0, 7, 8, 9, 128, 10, 11, 12, 64]);
  });

  it('writes an indexed image (the generated pictures) with its palette and Up-filtered rows', () => {
    const chunks = chunksOf(encodePng(2, 2, Uint8Array.from([0, 1, 1, 1]), [0x112233, 0x445566]));
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
    expect(chunks[0]!.data[9]).toBe(3);
    expect([...chunks[1]!.data]).toEqual([0x11, 0x22, 0x33, 0x44, 0x55, 0x66]);
    expect([...zlib.inflateSync(chunks[2]!.data)]).toEqual([2, 0, 1, 2, 1, 0]);
  });

  it('refuses pixels that do not fill the image', () => {
    expect(() => encodeRgbaPng(2, 2, new Uint8Array(15))).toThrow('bad image');
  });
});
