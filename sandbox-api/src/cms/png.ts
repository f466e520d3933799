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
 * A truecolour PNG (8-bit RGB, no alpha) from `rgb` (width × height × 3 bytes, rows top to
 * bottom). Every row uses the Up filter: the sandbox's pictures are gradients, whose rows differ
 * little from the row above, so a 240 × 180 thumbnail deflates to about 9 KB (level 6: ~3 ms a
 * picture; level 9 took 22 ms for 15 % less). Node's zlib is all it takes — no image library on
 * the machine (issue 9: bitmap thumbnails, see gameThumbnail.ts).
 */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const stride = width * 3;
  const filtered = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const out = y * (stride + 1);
    filtered[out] = 2; // Up
    for (let i = 0; i < stride; i += 1) {
      const above = y > 0 ? rgb[(y - 1) * stride + i]! : 0;
      filtered[out + 1 + i] = (rgb[y * stride + i]! - above) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(filtered, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
