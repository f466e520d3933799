import { nextTask } from './measuringFrame';

/** How long the page goes without a scroll before it counts as still. */
export const STILL_AFTER_MS = 300;

/**
 * The most the fingerprint's measures wait for the page to be still, in all: a member's hub waits
 * for the fingerprint, which gives up after FINGERPRINT_TIMEOUT_MS. On a phone the measures
 * themselves take well under half of that (ADR 0057 "Figures behind the fingerprint's comments"),
 * so these pauses leave them room.
 */
export const FINGERPRINT_PAUSE_MS = 2000;

export interface StillnessWatch {
  /** Resolves once the page has gone STILL_AFTER_MS without a scroll, or after `atMostMs`. */
  still: (atMostMs?: number) => Promise<void>;
  /** Stops listening. */
  stop: () => void;
}

/**
 * Watches the page's scrolling (the page's own and any element's: scroll events are caught on their
 * way down). Why: a fingerprint measure in its hidden frame lays out the page around the
 * frame first. While the player scrolls the lobby, the page holds rows that were just rendered and
 * not laid out yet, and that layout landed inside the measure's task: a long task in the middle of
 * a scroll (ADR 0016 "Afterwards: the fingerprint waits for a still page").
 */
export function watchStillness(target: Document = document): StillnessWatch {
  let lastScroll = -Infinity;
  const onScroll = () => {
    lastScroll = performance.now();
  };
  target.addEventListener('scroll', onScroll, { capture: true, passive: true });
  return {
    still: (atMostMs = Infinity) => new Promise<void>((resolve) => {
      const until = performance.now() + atMostMs;
      const check = () => {
        const now = performance.now();
        const quietFor = now - lastScroll;
        if (quietFor >= STILL_AFTER_MS || now >= until) resolve();
        else setTimeout(check, Math.min(STILL_AFTER_MS - quietFor, until - now));
      };
      check();
    }),
    stop: () => target.removeEventListener('scroll', onScroll, { capture: true }),
  };
}

/**
 * A yield to the browser (the next task) that first waits for the page to be still, at most
 * `budgetMs` over all its calls; once the budget is spent it is a plain next task, so a player who
 * never stops scrolling still gets a fingerprint within its time-out.
 */
export function yieldWhenStill(watch: StillnessWatch, budgetMs: number = FINGERPRINT_PAUSE_MS, next: () => Promise<void> = nextTask): () => Promise<void> {
  let left = budgetMs;
  return async () => {
    const started = performance.now();
    await watch.still(left);
    left = Math.max(0, left - (performance.now() - started));
    await next();
  };
}
