import { fontList, measureFonts } from '@fingerprintjs/fingerprintjs';
import { nextTask, openMeasuringFrame } from './measuringFrame';

/**
 * FingerprintJS's `fonts` entropy source, measured a few fonts per task.
 *
 * Why: the library measures all its fonts in one task — 153 spans laid out in a hidden
 * frame, one forced layout — which was the walk's longest task on a phone, mostly forced style and
 * layout (ADR 0016; ADR 0057 for the library's own run). The library's own measure (`measureFonts`,
 * exported by the project's patch of the pinned library, ADR 0088) runs here on FONTS_PER_SLICE fonts
 * of its list at a time, with a task boundary between slices. Its spans are absolutely positioned,
 * so one's box never depends on another's: the fonts found are the library's, and so is the visitor
 * id hashed from them.
 */

/** Fonts measured per task: 6 × 3 spans (and the 3 fallbacks each measure lays out) keep a slice a small task on a phone (ADR 0057 "Figures behind the fingerprint's comments"). */
export const FONTS_PER_SLICE = 6;

/** The library's measure of `fonts` in an element of its own, dropped once measured. */
function measureSlice(doc: Document, fonts: readonly string[]): string[] {
  const holder = doc.createElement('div');
  doc.body.appendChild(holder);
  try {
    return measureFonts(holder, fonts);
  } finally {
    holder.remove();
  }
}

/** The fonts of the library's list this browser has, in the list's order. */
export async function availableFontsInSlices(yieldToBrowser: () => Promise<void> = nextTask): Promise<string[]> {
  const { frame, doc } = await openMeasuringFrame();
  try {
    // The new frame (its document, its script context) is one task; the first measure, which lays
    // out the page the frame was inserted in as well, another (one long task together, ADR 0057):
    // the generic fallbacks alone, before any font of the list.
    await yieldToBrowser();
    measureSlice(doc, []);
    const found: string[] = [];
    for (let start = 0; start < fontList.length; start += FONTS_PER_SLICE) {
      await yieldToBrowser();
      found.push(...measureSlice(doc, fontList.slice(start, start + FONTS_PER_SLICE)));
    }
    return found;
  } finally {
    frame.remove();
  }
}
