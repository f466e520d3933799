import { sources } from '@fingerprintjs/fingerprintjs';
import { fontPreferencesInTasks } from './fontPreferencesInTasks';
import { whenFrameOpens } from '../testing/whenFrameOpens';

describe('fontPreferencesInTasks (the font preferences source in three tasks)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('gives the library\'s own value, the sample\'s width per setting, in three tasks, and leaves no frame behind', async () => {
    whenFrameOpens((frameWindow) => {
      jest.spyOn(frameWindow.HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function measure(this: HTMLElement) {
        const width = this.style.fontFamily === 'monospace' ? 180.5 : this.style.fontSize === '1px' ? 9 : 200;
        return { width } as DOMRect;
      });
    });
    const yields = jest.fn(() => Promise.resolve());
    const frames = document.querySelectorAll('iframe').length;
    const widths = await fontPreferencesInTasks(yields);
    expect(widths).toEqual({ default: 200, apple: 200, serif: 200, sans: 200, mono: 180.5, min: 9, system: 200 });
    await expect(sources.fontPreferences()).resolves.toEqual(widths);
    expect(yields).toHaveBeenCalledTimes(2);
    expect(document.querySelectorAll('iframe')).toHaveLength(frames);
  });

  it('measures in the frame as the library prepares it: a wide body of plain lines first', async () => {
    const bodies: Array<{ width: string; lines: string | null | undefined }> = [];
    whenFrameOpens((frameWindow) => {
      jest.spyOn(frameWindow.HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function measure(this: HTMLElement) {
        const { body } = this.ownerDocument;
        bodies.push({ width: body.style.width, lines: body.firstElementChild?.textContent });
        return { width: 1 } as DOMRect;
      });
    });
    await fontPreferencesInTasks(() => Promise.resolve());
    expect(bodies).toHaveLength(7);
    expect(bodies[0]).toEqual({ width: '4000px', lines: expect.stringMatching(/^word( word)+$/) });
  });
});
