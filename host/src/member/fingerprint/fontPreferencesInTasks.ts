import { makeFontPreferenceElements, measureFontPreferences, naturalFontsHtml, prepareNaturalFonts } from '@fingerprintjs/fingerprintjs';
import { nextTask, openMeasuringFrame } from './measuringFrame';

/**
 * FingerprintJS's `fontPreferences` entropy source (3.4.2: `getFontPreferences` in
 * `withNaturalFonts`), in three tasks instead of one. Why: once `fonts` was sliced, this
 * source was the fingerprint's longest task on a phone (a new frame document, its text, one forced
 * layout; ADR 0016, and ADR 0057 for the library's own run). Here the frame loads in one task, the
 * text is built in the next, and measured in a third, each step by the library's own code (its
 * halves exported by the project's patch of the pinned library, ADR 0088): the component and the
 * visitor id are the library's.
 */
export async function fontPreferencesInTasks(yieldToBrowser: () => Promise<void> = nextTask): Promise<Record<string, number>> {
  // The library's frame document, loaded before any text is added (Android Firefox applies the
  // system font size only then).
  const { frame, doc, view } = await openMeasuringFrame(naturalFontsHtml);
  try {
    await yieldToBrowser();
    const elements = makeFontPreferenceElements(doc, prepareNaturalFonts(view));
    await yieldToBrowser();
    return measureFontPreferences(elements);
  } finally {
    frame.remove();
  }
}
