/** How long a remote may take to load before its section shows the fallback. */
export const DEFAULT_REMOTE_TIMEOUT_MS = 10_000;

declare global {
  interface Window {
    /** Test knob: e2e sets it (page.addInitScript) to shorten the remote load time-out. */
    __VITRIN_REMOTE_TIMEOUT_MS__?: number;
  }
}

export function remoteTimeoutMs(): number {
  const knob = typeof window !== 'undefined' ? Number(window.__VITRIN_REMOTE_TIMEOUT_MS__) : Number.NaN;
  return Number.isFinite(knob) && knob > 0 ? knob : DEFAULT_REMOTE_TIMEOUT_MS;
}
