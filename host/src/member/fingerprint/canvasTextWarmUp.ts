import { canvasText, canvasTextFonts } from '@fingerprintjs/fingerprintjs';
import { nextTask } from './measuringFrame';

/**
 * Shapes the text FingerprintJS's `canvas` source draws, in its two fonts (both exported by the
 * project's patch of the pinned library, ADR 0088), on a scratch canvas, one piece per task, before
 * the library's own `canvas` source runs.
 *
 * Why: on a first visit the canvas source's first `fillText` finds and loads its fonts —
 * Times New Roman, Arial and the emoji's fallback — in the same task as its drawing and PNG
 * encoding, a long task on a phone. Shaped here first, a piece per task, the source's own task
 * becomes short (figures: ADR 0057 "Figures behind the fingerprint's comments"). Nothing
 * is drawn on the library's canvas: its pixels, its value and the visitor id are the library's.
 */
export async function canvasTextWarmUp(yieldToBrowser: () => Promise<void> = nextTask): Promise<void> {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return; // no 2D canvas: the library's source reports it, nothing to warm
  // The text ends in one emoji (two UTF-16 units), shaped apart: its fallback font is another lookup.
  const [latin, emoji] = [canvasText.slice(0, -2), canvasText.slice(-2)];
  for (const font of canvasTextFonts) {
    for (const text of [latin, emoji]) {
      await yieldToBrowser();
      context.font = font;
      context.measureText(text);
    }
  }
}
