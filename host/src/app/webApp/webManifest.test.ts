import { readFileSync } from 'node:fs';
import path from 'node:path';

// "Add to home screen" gives a proper app: the page links a web app manifest whose icons are real
// PNGs of the sizes it declares (Android wants 192 and 512, one maskable; iOS an apple-touch-icon).
const PUBLIC = path.resolve(__dirname, '../../../public');
const STATIC = path.join(PUBLIC, 'static');

/** Width and height from a PNG's IHDR, or null when the bytes are not a PNG. */
function pngSize(file: string): { width: number; height: number } | null {
  const bytes = readFileSync(file);
  if (!bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return null;
  if (bytes.subarray(12, 16).toString('latin1') !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

describe('web app manifest', () => {
  const html = readFileSync(path.join(PUBLIC, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(STATIC, 'manifest.webmanifest'), 'utf8')) as Manifest;

  it('is linked from the page, with an apple-touch-icon for iOS', () => {
    expect(html).toContain('<link rel="manifest" href="static/manifest.webmanifest" />');
    const apple = /<link rel="apple-touch-icon" href="(static\/[^"]+)"/.exec(html);
    expect(apple).not.toBeNull();
    expect(pngSize(path.join(PUBLIC, apple![1]!))).toEqual({ width: 180, height: 180 });
  });

  it('opens the site standalone from its start, in the site colours', () => {
    expect(manifest).toMatchObject({ short_name: 'Vitrin', display: 'standalone', start_url: '../', scope: '../' });
    expect(manifest.name.length).toBeGreaterThan(0);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
  });

  it('declares 192 and 512 px PNG icons, one maskable, each a real PNG of its declared size', () => {
    const sizes = manifest.icons.map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(path.join(STATIC, icon.src))).toEqual({ width, height });
    }
  });
});
