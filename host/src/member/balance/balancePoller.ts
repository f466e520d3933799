import { BALANCE_POLL_MS } from '@vitrin/contract';

export interface BalancePoller {
  start(): void;
  stop(): void;
  /** Fetches now (e.g. on a hub Balance message) without disturbing the schedule. */
  refresh(): Promise<void>;
}

/** GET user/balance every 3000 ms while logged in (spec §7); a failed poll keeps the last value. */
export function createBalancePoller(fetchBalance: () => Promise<number>, publish: (balance: number) => void, intervalMs = BALANCE_POLL_MS): BalancePoller {
  let timer: ReturnType<typeof setInterval> | undefined;
  let running = false;
  const refresh = async () => {
    try {
      const balance = await fetchBalance();
      if (running) publish(balance);
    } catch {
      // The next poll tries again; a 401 is handled by the API client's auth/unauthorized event.
    }
  };
  return {
    start() {
      if (running) return;
      running = true;
      void refresh();
      timer = setInterval(() => void refresh(), intervalMs);
    },
    stop() {
      running = false;
      clearInterval(timer);
      timer = undefined;
    },
    refresh,
  };
}
