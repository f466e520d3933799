import zlib from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * An 8-bit indexed-colour PNG: `pixels` holds one palette index per pixel (rows top to bottom),
 * `palette` up to 256 colours as 0xRRGGBB. Indexed, because the sandbox's pictures are gradients of
 * a few hundred colours: a third of the bytes of truecolour to deflate, so a 240 × 180 thumbnail is
 * drawn and encoded in about a millisecond (the sandbox shares the machine with the browser in the
 * bench and e2e). Every row uses the Up filter (rows of a gradient differ little from the row above).
 * Node's zlib is all it takes — no image library on the machine (see gameThumbnail.ts).
 */
export function encodePng(width: number, height: number, pixels: Uint8Array, palette: readonly number[]): Buffer {
  if (palette.length > 256 || pixels.length !== width * height) throw new Error('encodePng: bad image');
  const filtered = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const out = y * (width + 1);
    filtered[out] = 2; // Up
    for (let x = 0; x < width; x += 1) {
      const above = y > 0 ? pixels[(y - 1) * width + x]! : 0;
      filtered[out + 1 + x] = (pixels[y * width + x]! - above) & 0xff;
    }
  }
  const plte = Buffer.alloc(palette.length * 3);
  palette.forEach((colour, i) => plte.writeUIntBE(colour & 0xffffff, i * 3, 3));
  return pngFile(width, height, INDEXED, [chunk('PLTE', plte)], zlib.deflateSync(filtered, { level: 6 }));
}

/**
 * An 8-bit RGBA PNG, unfiltered and deflated hard: for the few large pictures made once and
 * committed (the web app icons, scripts/icons/drawIcons.mjs), where size matters more than time.
 */
export function encodeRgbaPng(width: number, height: number, rgba: Uint8Array): Buffer {
  if (rgba.length !== width * height * 4) throw new Error('encodeRgbaPng: bad image');
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) raw.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  return pngFile(width, height, RGBA, [], zlib.deflateSync(raw, { level: 9 }));
}

const INDEXED = 3;
const RGBA = 6;

function pngFile(width: number, height: number, colourType: number, before: Buffer[], idat: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = colourType;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...before,
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
