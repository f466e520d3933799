import fs from 'node:fs';
import path from 'node:path';
import { fontList, sources } from '@fingerprintjs/fingerprintjs';
import { availableFontsInSlices, FONTS_PER_SLICE } from './fontsInSlices';
import { whenFrameOpens } from '../testing/whenFrameOpens';

/** A span in 'Menlo' or 'Vrinda' measures wider than its fallback, as a real installed font would. */
function menloAndVrindaInstalled() {
  whenFrameOpens((frameWindow) => {
    Object.defineProperty(frameWindow.HTMLElement.prototype, 'offsetWidth', {
      configurable: true,
      get(this: HTMLElement) {
        return /Menlo|Vrinda/.test(this.style.fontFamily) ? 120 : 100;
      },
    });
  });
}

describe('availableFontsInSlices (the fonts source, a few fonts per task)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is written against one pinned version of the library, which the project\'s patch fits: an update is a decision, not a range\'s drift', () => {
    const host = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(host.dependencies['@fingerprintjs/fingerprintjs']).toBe('3.4.2');
  });

  it('finds what the library\'s own fonts source finds, one task per slice, and leaves no frame behind', async () => {
    menloAndVrindaInstalled();
    const yields = jest.fn(() => Promise.resolve());
    const before = document.querySelectorAll('iframe').length;
    const sliced = await availableFontsInSlices(yields);
    expect(sliced).toEqual(['Menlo', 'Vrinda']);
    await expect(sources.fonts()).resolves.toEqual(sliced);
    // One after the frame opens, then one per slice.
    expect(yields).toHaveBeenCalledTimes(1 + Math.ceil(fontList.length / FONTS_PER_SLICE));
    expect(document.querySelectorAll('iframe')).toHaveLength(before);
  });

  it('measures every font of the library\'s list, in its order', async () => {
    whenFrameOpens((frameWindow) => {
      Object.defineProperty(frameWindow.HTMLElement.prototype, 'offsetWidth', {
        configurable: true,
        get(this: HTMLElement) {
          return this.style.fontFamily.includes(',') ? 120 : 100; // any font of the list, never a fallback alone
        },
      });
    });
    await expect(availableFontsInSlices(() => Promise.resolve())).resolves.toEqual([...fontList]);
    expect(fontList).toHaveLength(52);
  });

  it('finds nothing when every span measures as its fallback', async () => {
    await expect(availableFontsInSlices(() => Promise.resolve())).resolves.toEqual([]);
  });
});
