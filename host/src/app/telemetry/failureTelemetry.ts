import {
  REMOTE_NAMES, REPORT_FAILURES_PATH, TELEMETRY_MAX_FAILURES,
  type RemoteFailureKind, type RemoteName, type ReportFailuresRequest,
} from '@vitrin/contract';
import { bus } from '@vitrin/shared';
import type { RemoteRegistry } from '../remotes/remoteRegistry';
import type { RemoteEntries } from '../remotes/remotesDocument';

type Failure = ReportFailuresRequest['failures'][number];

export interface FailureTelemetryOptions {
  /** Share of page loads that report (remotes.json `telemetry.sampleRate`), decided once per page. */
  rate: number;
  /** The versions registered for this page, canary marked. */
  entries: RemoteEntries;
  registry: Pick<RemoteRegistry, 'status' | 'subscribe'>;
  base?: string;
  random?: () => number;
  target?: Window;
  send?: (url: string, body: string) => boolean;
}

// The loader's reasons (remoteRegistry.ts) start with one of these; anything else came from an
// error boundary, where a failed lazy chunk shows as webpack's ChunkLoadError.
const LOADER_KINDS: Record<string, RemoteFailureKind> = {
  'load-error': 'entry-load', timeout: 'entry-load', unavailable: 'entry-load', 'invalid-module': 'entry-load', incompatible: 'contract',
};

export function failureKindOf(reason: string): RemoteFailureKind {
  const prefix = reason.slice(0, reason.indexOf(':'));
  if (prefix in LOADER_KINDS) return LOADER_KINDS[prefix] as RemoteFailureKind;
  return /ChunkLoadError|Loading (?:CSS )?chunk/i.test(reason) ? 'chunk-load' : 'boundary';
}

/** The federation phase a loader reason names (`… lifecycle: afterResolve …`), when it does. */
function phaseOf(reason: string): string | undefined {
  return /lifecycle[":\s]+([A-Za-z]{1,40})/.exec(reason)?.[1];
}

function pageId(random: () => number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let id = '';
  for (let i = 0; i < 16; i += 1) id += alphabet[Math.floor(random() * 64)];
  return id;
}

/**
 * Most bytes of one page load's beacon: room for a page's usual failures, not for the most a
 * report may carry (ADR 0033 "Figures" has the sizes), so the last ones are left out (the first
 * failures say what broke; the rate counts page loads, not failures).
 */
export const TELEMETRY_MAX_BYTES = 2048;

function isRemote(name: string): name is RemoteName {
  return (REMOTE_NAMES as string[]).includes(name);
}

/**
 * Per page load: which remote versions ran and every failure of one of them, sent in one batch
 * with `sendBeacon` when the page is hidden (left, closed, switched away from), so it adds no
 * request before, or while, the page paints and survives the page going away. Sampled: a page
 * outside `rate` registers nothing. Returns a stop function, or null when the page is not sampled.
 */
export function startFailureTelemetry({
  rate, entries, registry, base = document.baseURI, random = Math.random, target = window,
  send = (url, body) => navigator.sendBeacon?.(url, body) ?? false,
}: FailureTelemetryOptions): (() => void) | null {
  if (!(random() < rate)) return null;
  const page = pageId(random);
  const url = new URL(`api/${REPORT_FAILURES_PATH}`, base).href;
  const ran = new Set<RemoteName>();
  let failures: Failure[] = [];

  const versionOf = (remote: RemoteName) => entries[remote]?.version ?? 'none';
  const note = (remote: string, failure: Omit<Failure, 'remote' | 'version'>, version?: string) => {
    if (!isRemote(remote) || failures.length >= TELEMETRY_MAX_FAILURES) return;
    ran.add(remote);
    failures.push({ remote, version: version ?? versionOf(remote), ...failure });
  };

  const seeLoads = () => {
    for (const name of REMOTE_NAMES) if (registry.status(name) !== 'idle') ran.add(name);
  };
  const unsubscribeRegistry = registry.subscribe(seeLoads);
  const unsubscribeBus = bus.on('remote/failed', ({ remote, reason }) => {
    const phase = phaseOf(reason);
    note(remote, { kind: failureKindOf(reason), ...(phase ? { phase } : {}) });
  });
  // A rejection nobody handled, whose stack runs through a remote's files (remotes/<name>/<version>/).
  const onRejection = (event: PromiseRejectionEvent) => {
    const stack = String((event.reason as { stack?: unknown } | null)?.stack ?? '');
    const match = /remotes\/([a-z]+)\/([0-9A-Za-z.+-]{1,40})\//.exec(stack);
    if (match) note(match[1] as string, { kind: 'unhandled-rejection' }, match[2]);
  };
  const flush = () => {
    if (ran.size === 0 && failures.length === 0) return;
    const body: ReportFailuresRequest = {
      page,
      ran: [...ran].map((remote) => ({ remote, version: versionOf(remote), canary: entries[remote]?.canary === true })),
      failures,
    };
    let json = JSON.stringify(body);
    // Every field is ASCII (the contract's patterns), so characters are bytes.
    while (json.length > TELEMETRY_MAX_BYTES && body.failures.length > 0) {
      body.failures = body.failures.slice(0, -1);
      json = JSON.stringify(body);
    }
    if (send(url, json)) failures = [];
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('pagehide', flush);
  target.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    unsubscribeRegistry();
    unsubscribeBus();
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('pagehide', flush);
    target.document.removeEventListener('visibilitychange', onVisibility);
  };
}
