import { FINGERPRINT_TIMEOUT_MS, STORAGE_KEYS } from '@vitrin/contract';
import { STILL_AFTER_MS, watchStillness, type StillnessWatch } from './stillness';

type AgentLoader = () => Promise<{ get: () => Promise<{ visitorId: string }> }>;

/**
 * The measuring code (the adapter and its font and canvas sources) comes in one chunk with the
 * library, when the fingerprint is first taken: nothing on the first screen runs it (ADR 0077).
 */
const loadFingerprintAgent: AgentLoader = () =>
  import(/* webpackChunkName: "fingerprint" */ './fingerprintAgent').then((m) => m.loadFingerprintAgent());

/** The run under way: a guest who signs in while the scheduled run measures joins it. */
let running: Promise<string | null> | null = null;

/**
 * Computes the browser fingerprint once and stores it; the shared API client sends it as
 * x-fingerprint. The library runs locally (no API key, nothing sent to a third party) and is
 * loaded on demand so it never weighs on the first paint. Callers at the same time share one run
 * (the schedule below and a member's session): two runs would measure everything twice.
 */
export function ensureFingerprint(load: AgentLoader = loadFingerprintAgent): Promise<string | null> {
  running ??= computeFingerprint(load).finally(() => {
    running = null;
  });
  return running;
}

async function computeFingerprint(load: AgentLoader): Promise<string | null> {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.fingerprint);
    if (stored) return stored;
  } catch {
    return null;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), FINGERPRINT_TIMEOUT_MS);
  });
  try {
    const result = await Promise.race([load().then((agent) => agent.get()), timeout]);
    if (!result) return null;
    localStorage.setItem(STORAGE_KEYS.fingerprint, result.visitorId);
    return result.visitorId;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** Without any interaction, the fingerprint is still taken this long after the load event. */
export const FINGERPRINT_LATEST_MS = 10_000;

/** What a player does first on the page: the fingerprint is taken then. */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Takes the fingerprint when the player first does something on the page (a tap, a key, a
 * scroll wheel), or FINGERPRINT_LATEST_MS after the load event, whichever comes first, in an idle
 * moment. Its library is the largest block of main-thread time on `/` on a phone (ADR 0057
 * "Figures behind the fingerprint's comments"), and nothing on the first screen needs it: requests
 * carry it from when it exists, and a member's hub waits for it (memberSession, which asks for it
 * itself and so never waits for this schedule).
 *
 * On a phone the first touch is usually the start of a scroll (the lobby walk's fingerprint
 * tasks came in the middle of its scroll). So it starts a moment after that first interaction, once
 * the page has been still for STILL_AFTER_MS: with no limit, as nothing waits for a guest's
 * fingerprint.
 */
export function scheduleFingerprint(run: () => void = () => void ensureFingerprint(), watch: StillnessWatch = watchStillness()): () => void {
  let done = false;
  let stopped = false;
  let cancelIdle: (() => void) | null = null;
  let fallback: ReturnType<typeof setTimeout> | undefined;
  let settle: ReturnType<typeof setTimeout> | undefined;
  const cleanup = () => {
    for (const type of FIRST_INTERACTION) window.removeEventListener(type, start, true);
    window.removeEventListener('load', afterLoad);
    clearTimeout(fallback);
  };
  function whenIdle() {
    watch.stop();
    if (stopped) return;
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 1000 });
      cancelIdle = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(run, 0);
      cancelIdle = () => clearTimeout(id);
    }
  }
  function start() {
    if (done) return;
    done = true;
    cleanup();
    settle = setTimeout(() => void watch.still().then(whenIdle), STILL_AFTER_MS);
  }
  function afterLoad() {
    fallback = setTimeout(start, FINGERPRINT_LATEST_MS);
  }
  for (const type of FIRST_INTERACTION) window.addEventListener(type, start, { capture: true, passive: true });
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    done = true;
    stopped = true;
    cleanup();
    clearTimeout(settle);
    watch.stop();
    cancelIdle?.();
  };
}
