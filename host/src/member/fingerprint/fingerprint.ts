import { FINGERPRINT_TIMEOUT_MS, STORAGE_KEYS } from '@vitrin/contract';

/**
 * The library's own sources, less `domBlockers`: on Android and Safari it builds elements from
 * ad-block selectors, some with inline handler attributes (`[onclick*=…]`), which the site's
 * Content-Security-Policy refuses (script-src-attr, issue 16) and reports.
 */
export const EXCLUDED_FINGERPRINT_SOURCES = ['domBlockers'] as const;

async function loadFingerprintAgent(): Promise<{ get: () => Promise<{ visitorId: string }> }> {
  const FingerprintJS = await import('@fingerprintjs/fingerprintjs');
  await FingerprintJS.prepareForSources();
  const components = FingerprintJS.loadSources(FingerprintJS.sources, { debug: false }, EXCLUDED_FINGERPRINT_SOURCES);
  return { get: async () => ({ visitorId: FingerprintJS.hashComponents(await components()) }) };
}

/**
 * Computes the browser fingerprint once and stores it; the shared API client sends it as
 * x-fingerprint. The library runs locally (no API key, nothing sent to a third party) and is
 * loaded on demand so it never weighs on the first paint.
 */
export async function ensureFingerprint(load: () => Promise<{ get: () => Promise<{ visitorId: string }> }> = loadFingerprintAgent): Promise<string | null> {
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

/**
 * Runs the fingerprint after the load event, when the browser is idle: its library (~13 KB gzip)
 * never competes with the scripts of the first paint (ADR 0006).
 */
export function scheduleFingerprint(): () => void {
  let cancelIdle: (() => void) | null = null;
  const whenIdle = () => {
    const run = () => void ensureFingerprint();
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 5000 });
      cancelIdle = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(run, 1500);
      cancelIdle = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') {
    whenIdle();
    return () => cancelIdle?.();
  }
  window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    cancelIdle?.();
  };
}
