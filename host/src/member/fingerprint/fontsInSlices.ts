import { nextTask, openMeasuringFrame } from './measuringFrame';

/**
 * FingerprintJS's `fonts` entropy source, measured a few fonts per task.
 *
 * Why: the library measures all its fonts in one task — 153 spans laid out in a hidden
 * frame, one forced layout — which was the walk's longest task on a phone, mostly forced style and
 * layout (ADR 0016; ADR 0057 for the library's own run). This does the same measurement with the same frame,
 * text, size and fallbacks, FONTS_PER_SLICE fonts at a time with a task boundary between slices.
 * The spans are absolutely positioned, so one's box never depends on another's: the list found is
 * the library's, and so is the visitor id hashed from it.
 */

/**
 * The library's list, in its order (`fontList` in dist/fp.esm.js of @fingerprintjs/fingerprintjs
 * 3.4.2). fontsInSlices.test reads the installed library and fails if it no longer matches.
 */
export const FINGERPRINT_FONT_LIST = [
  'sans-serif-thin', 'ARNO PRO', 'Agency FB', 'Arabic Typesetting', 'Arial Unicode MS', 'AvantGarde Bk BT',
  'BankGothic Md BT', 'Batang', 'Bitstream Vera Sans Mono', 'Calibri', 'Century', 'Century Gothic', 'Clarendon',
  'EUROSTILE', 'Franklin Gothic', 'Futura Bk BT', 'Futura Md BT', 'GOTHAM', 'Gill Sans', 'HELV', 'Haettenschweiler',
  'Helvetica Neue', 'Humanst521 BT', 'Leelawadee', 'Letter Gothic', 'Levenim MT', 'Lucida Bright', 'Lucida Sans',
  'Menlo', 'MS Mincho', 'MS Outlook', 'MS Reference Specialty', 'MS UI Gothic', 'MT Extra', 'MYRIAD PRO', 'Marlett',
  'Meiryo UI', 'Microsoft Uighur', 'Minion Pro', 'Monotype Corsiva', 'PMingLiU', 'Pristina', 'SCRIPTINA',
  'Segoe UI Light', 'Serifa', 'SimHei', 'Small Fonts', 'Staccato222 BT', 'TRAJAN PRO', 'Univers CE 55 Medium',
  'Vrinda', 'ZWAdobeF',
] as const;

/** The library's measuring constants (3.4.2): widest glyphs, 48 px, three generic fallbacks. */
const TEST_STRING = 'mmMwWLliI0O&1';
const TEXT_SIZE = '48px';
const BASE_FONTS = ['monospace', 'sans-serif', 'serif'] as const;

/** Fonts measured per task: 6 × 3 spans keep a slice a small task on a phone (ADR 0057 "Figures behind the fingerprint's comments"). */
export const FONTS_PER_SLICE = 6;

/**
 * The fonts of FINGERPRINT_FONT_LIST this browser has, in the list's order: a font is there when a
 * span in it (with a generic fallback) measures differently from the fallback alone.
 */
export async function availableFontsInSlices(yieldToBrowser: () => Promise<void> = nextTask): Promise<string[]> {
  const { frame, doc } = await openMeasuringFrame();
  try {
    // The new frame (its document, its script context) is one task; the first measure, which lays
    // out the page the frame was inserted in as well, another (one long task together, ADR 0057).
    await yieldToBrowser();
    doc.body.style.fontSize = TEXT_SIZE;
    const container = doc.createElement('div');
    doc.body.appendChild(container);
    const span = (fontFamily: string) => {
      const element = doc.createElement('span');
      element.style.position = 'absolute';
      element.style.top = '0';
      element.style.left = '0';
      element.style.fontFamily = fontFamily;
      element.textContent = TEST_STRING;
      container.appendChild(element);
      return element;
    };
    const baselines = BASE_FONTS.map((fallback) => {
      const element = span(fallback);
      return { fallback, width: element.offsetWidth, height: element.offsetHeight };
    });
    const found: string[] = [];
    for (let start = 0; start < FINGERPRINT_FONT_LIST.length; start += FONTS_PER_SLICE) {
      await yieldToBrowser();
      // All of a slice's spans first, then their sizes: one layout per slice, not one per span.
      const candidates = FINGERPRINT_FONT_LIST.slice(start, start + FONTS_PER_SLICE).map((font) => ({
        font,
        spans: baselines.map((baseline) => ({ baseline, element: span(`'${font}',${baseline.fallback}`) })),
      }));
      for (const { font, spans } of candidates) {
        const differs = spans.some(({ baseline, element }) => element.offsetWidth !== baseline.width || element.offsetHeight !== baseline.height);
        if (differs) found.push(font);
      }
      for (const { spans } of candidates) for (const { element } of spans) element.remove();
    }
    return found;
  } finally {
    frame.remove();
  }
}
