import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_TEXT, FONT_PREFERENCE_PRESETS, fontPreferencesInTasks } from './fontPreferencesInTasks';
import { whenFrameOpens } from '../testing/whenFrameOpens';

/** `presets` and `defaultText` of the installed library's ES build, read as text. */
function installedLibraryPresets(): { presets: Array<[string, Record<string, string>]>; text: string | undefined } {
  const source = fs.readFileSync(path.join(path.dirname(require.resolve('@fingerprintjs/fingerprintjs')), 'fp.esm.js'), 'utf8');
  const block = /var presets = \{([\s\S]*?)\n\};/.exec(source)?.[1] ?? '';
  const presets = [...block.matchAll(/^\s*(\w+): \[(?:\{ (\w+): '([^']+)' \})?\],?$/gm)].map(
    (match): [string, Record<string, string>] => [match[1] as string, match[2] ? { [match[2]]: match[3] as string } : {}],
  );
  return { presets, text: /var defaultText = '([^']+)';/.exec(source)?.[1] };
}

describe('fontPreferencesInTasks (the font preferences source in three tasks)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('measures the installed library\'s text settings and sample text (a library update that changes them fails here)', () => {
    const installed = installedLibraryPresets();
    expect(installed.presets).toHaveLength(7);
    expect([...FONT_PREFERENCE_PRESETS]).toEqual(installed.presets);
    expect(DEFAULT_TEXT).toBe(installed.text);
  });

  it('gives the sample\'s width per setting in three tasks, asks which engine it runs in (zoom), and leaves no frame behind', async () => {
    whenFrameOpens((frameWindow) => {
      jest.spyOn(frameWindow.HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function measure(this: HTMLElement) {
        const width = this.style.fontFamily === 'monospace' ? 180.5 : this.style.fontSize === '1px' ? 9 : 200;
        return { width } as DOMRect;
      });
    });
    const yields = jest.fn(() => Promise.resolve());
    const frames = document.querySelectorAll('iframe').length;
    const isChromium = jest.fn(() => true);
    const widths = await fontPreferencesInTasks({ isChromium, isWebKit: () => false }, yields);
    expect(widths).toEqual({ default: 200, apple: 200, serif: 200, sans: 200, mono: 180.5, min: 9, system: 200 });
    expect(isChromium).toHaveBeenCalled();
    expect(yields).toHaveBeenCalledTimes(2);
    expect(document.querySelectorAll('iframe')).toHaveLength(frames);
  });
});
