import type { Game } from '@vitrin/contract';
import { chooseAdapter } from './chooseAdapter';
import type { Launch, LaunchContext } from './launchAdapter';

/** A launch started at pointer-down is used by the open that follows within this time (spec §4). */
const FRESH_MS = 15_000;
const started = new Map<string, { at: number; launch: Promise<Launch> }>();
const origins = new Map<string, string>();

const keyOf = (game: Game, mobile: boolean) => `${game.providerName}|${game.gameCode}|${mobile ? 'm' : 'd'}`;

/** Starts the launch call now and warms the connection to the provider's last known origin. */
export function prelaunch(game: Game, context: LaunchContext): void {
  const adapter = chooseAdapter(game.providerName);
  if (!adapter) return;
  preconnect(origins.get(game.providerName));
  const key = keyOf(game, context.mobile);
  const fresh = started.get(key);
  if (fresh && Date.now() - fresh.at < FRESH_MS) return;
  const launch = adapter.launch(game, { ...context, signal: undefined });
  launch.catch(() => started.delete(key));
  started.set(key, { at: Date.now(), launch });
}

/** The launch for this open: the one started at pointer-down if fresh (used once), else a new call. */
export function takeLaunch(game: Game, context: LaunchContext): Promise<Launch> {
  const key = keyOf(game, context.mobile);
  const fresh = started.get(key);
  started.delete(key);
  const adapter = chooseAdapter(game.providerName);
  const launch =
    fresh && Date.now() - fresh.at < FRESH_MS
      ? fresh.launch
      : adapter
        ? adapter.launch(game, context)
        : Promise.reject(new Error('unknown provider'));
  return launch.then((value) => {
    origins.set(game.providerName, value.origin);
    preconnect(value.origin);
    return value;
  });
}

/** `<link rel=preconnect>` to a provider origin (http(s) only), once per origin. */
export function preconnect(origin: string | undefined): void {
  if (!origin || !/^https?:\/\//.test(origin) || typeof document === 'undefined') return;
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]');
  if (Array.from(links).some((link) => link.href.replace(/\/$/, '') === origin)) return;
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = origin;
  link.crossOrigin = 'anonymous';
  document.head.appendChild(link);
}
