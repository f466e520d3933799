import { nextTask } from './measuringFrame';

/**
 * The text FingerprintJS's `canvas` source draws (3.4.2: `renderTextImage`), and its two fonts.
 * canvasTextWarmUp.test reads the installed library and fails if they no longer match.
 */
export const CANVAS_TEXT = `Cwm fjordbank gly ${String.fromCharCode(55357, 56835) /* 😃 */}`;
export const CANVAS_FONTS = ['11pt "Times New Roman"', '18pt Arial'] as const;

/**
 * Shapes the canvas source's text in its fonts on a scratch canvas, one piece per task, before the
 * library's own `canvas` source runs.
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
  const [latin, emoji] = [CANVAS_TEXT.slice(0, -2), CANVAS_TEXT.slice(-2)];
  for (const font of CANVAS_FONTS) {
    for (const text of [latin, emoji]) {
      await yieldToBrowser();
      context.font = font;
      context.measureText(text);
    }
  }
}
