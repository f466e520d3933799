import { BALANCE_POLL_MS } from '@vitrin/contract';

export interface BalancePoller {
  start(): void;
  stop(): void;
  /** Fetches now (e.g. on a hub Balance message) without disturbing the schedule. */
  refresh(): Promise<void>;
}

/** The longest wait between polls while the balance call keeps failing. */
export const BALANCE_POLL_MAX_BACKOFF_MS = 60_000;

/**
 * GET user/balance every 3000 ms while logged in (spec §7); a failed poll keeps the last value.
 * The next poll is scheduled when the previous one has answered, so a slow answer delays the
 * next poll instead of piling requests up; failures back off (6 s, 12 s, … at most 60 s) and
 * the first success returns to the spec's 3 s.
 */
export function createBalancePoller(fetchBalance: () => Promise<number>, publish: (balance: number) => void, intervalMs = BALANCE_POLL_MS): BalancePoller {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let generation = 0;
  let failures = 0;

  const fetchOnce = async (): Promise<boolean> => {
    try {
      const balance = await fetchBalance();
      if (running) publish(balance);
      return true;
    } catch {
      // A 401 is handled by the API client's auth/unauthorized event; anything else waits.
      return false;
    }
  };

  const loop = async (mine: number) => {
    const ok = await fetchOnce();
    if (!running || mine !== generation) return;
    failures = ok ? 0 : failures + 1;
    const wait = failures === 0 ? intervalMs : Math.min(BALANCE_POLL_MAX_BACKOFF_MS, intervalMs * 2 ** failures);
    timer = setTimeout(() => void loop(mine), wait);
  };

  return {
    start() {
      if (running) return;
      running = true;
      failures = 0;
      void loop(++generation);
    },
    stop() {
      running = false;
      generation += 1;
      clearTimeout(timer);
      timer = undefined;
    },
    async refresh() {
      await fetchOnce();
    },
  };
}
