import { nextTask, openMeasuringFrame } from './measuringFrame';

/**
 * FingerprintJS's `fontPreferences` entropy source (3.4.2: `getFontPreferences` in
 * `withNaturalFonts`), in three tasks instead of one. Why: once `fonts` was sliced, this
 * source was the fingerprint's longest task on a phone (a new frame document, its text, one forced
 * layout; ADR 0016, and ADR 0057 for the library's own run). Here the frame loads in one task, the text is built in
 * the next, and measured in a third; the frame, text, styles and widths are the library's, so the
 * component and the visitor id are too (checked in Chromium against the library's own run).
 */

/** The library's sample text and its seven text settings, in its order (`presets`). */
export const DEFAULT_TEXT = 'mmMwWLliI0fiflO&1';
export const FONT_PREFERENCE_PRESETS: ReadonlyArray<readonly [string, Partial<Record<'font' | 'fontFamily' | 'fontSize', string>>]> = [
  ['default', {}],
  ['apple', { font: '-apple-system-body' }],
  ['serif', { fontFamily: 'serif' }],
  ['sans', { fontFamily: 'sans-serif' }],
  ['mono', { fontFamily: 'monospace' }],
  ['min', { fontSize: '1px' }],
  ['system', { fontFamily: 'system-ui' }],
];

/** The frame document of `withNaturalFonts`: Android Firefox applies the system font size only with it. */
const NATURAL_FONTS_HTML = '<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1">';
const CONTAINER_WIDTH_PX = 4000;

export interface BrowserKind {
  isChromium: () => boolean;
  isWebKit: () => boolean;
}

/** The width of the sample text under each setting: the library's `fontPreferences` value. */
export async function fontPreferencesInTasks(browser: BrowserKind, yieldToBrowser: () => Promise<void> = nextTask): Promise<Record<string, number>> {
  const { frame, doc, view } = await openMeasuringFrame(NATURAL_FONTS_HTML);
  try {
    await yieldToBrowser();
    // withNaturalFonts: a wide body of plain lines, no text size adjustment, zoom-independent.
    const bodyStyle = doc.body.style;
    bodyStyle.width = `${CONTAINER_WIDTH_PX}px`;
    bodyStyle.setProperty('-webkit-text-size-adjust', 'none');
    bodyStyle.setProperty('text-size-adjust', 'none');
    if (browser.isChromium()) bodyStyle.setProperty('zoom', `${1 / view.devicePixelRatio}`);
    else if (browser.isWebKit()) bodyStyle.setProperty('zoom', 'reset');
    const lines = doc.createElement('div');
    lines.textContent = Array.from({ length: (CONTAINER_WIDTH_PX / 20) << 0 }, () => 'word').join(' ');
    doc.body.appendChild(lines);
    const elements = FONT_PREFERENCE_PRESETS.map(([key, style]) => {
      const element = doc.createElement('span');
      element.textContent = DEFAULT_TEXT;
      element.style.whiteSpace = 'nowrap';
      for (const [name, value] of Object.entries(style)) element.style[name as 'font' | 'fontFamily' | 'fontSize'] = value;
      doc.body.appendChild(doc.createElement('br'));
      doc.body.appendChild(element);
      return [key, element] as const;
    });
    await yieldToBrowser();
    return Object.fromEntries(elements.map(([key, element]) => [key, element.getBoundingClientRect().width]));
  } finally {
    frame.remove();
  }
}
