import fs from 'node:fs';
import path from 'node:path';
import { availableFontsInSlices, FINGERPRINT_FONT_LIST, FONTS_PER_SLICE } from './fontsInSlices';
import { whenFrameOpens } from '../testing/whenFrameOpens';

/** The `fontList` array of the installed library's ES build, read as text. */
function installedLibraryFontList(): string[] {
  const dist = path.join(path.dirname(require.resolve('@fingerprintjs/fingerprintjs')), 'fp.esm.js');
  const source = fs.readFileSync(dist, 'utf8');
  const list = /var fontList = \[([\s\S]*?)\];/.exec(source)?.[1];
  if (!list) throw new Error(`no fontList in ${dist}`);
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1] as string);
}

describe('availableFontsInSlices (the fonts source, a few fonts per task)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is written against one pinned version of the library: an update is a decision, not a range\'s drift', () => {
    const host = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(host.dependencies['@fingerprintjs/fingerprintjs']).toBe('3.4.2');
  });

  it('measures exactly the installed library\'s fonts, in its order (a library update that changes them fails here)', () => {
    expect([...FINGERPRINT_FONT_LIST]).toEqual(installedLibraryFontList());
  });

  it('finds a font whose spans measure differently from the fallback alone, one task per slice, and leaves no frame behind', async () => {
    // A span in 'Menlo' or 'Vrinda' measures wider than its fallback, as a real installed font would.
    whenFrameOpens((frameWindow) => {
      Object.defineProperty(frameWindow.HTMLElement.prototype, 'offsetWidth', {
        configurable: true,
        get(this: HTMLElement) {
          return /Menlo|Vrinda/.test(this.style.fontFamily) ? 120 : 100;
        },
      });
    });
    const yields = jest.fn(() => Promise.resolve());
    const before = document.querySelectorAll('iframe').length;
    await expect(availableFontsInSlices(yields)).resolves.toEqual(['Menlo', 'Vrinda']);
    // One after the frame opens, then one per slice.
    expect(yields).toHaveBeenCalledTimes(1 + Math.ceil(FINGERPRINT_FONT_LIST.length / FONTS_PER_SLICE));
    expect(document.querySelectorAll('iframe')).toHaveLength(before);
  });

  it('finds nothing when every span measures as its fallback', async () => {
    await expect(availableFontsInSlices(() => Promise.resolve())).resolves.toEqual([]);
  });
});
