import { parseRemoteDescriptor } from '@vitrin/contract';
import type { RouteTable } from './firstPaint';

interface DocumentLike {
  remotes?: Record<string, { current?: string | null; versions?: Record<string, { descriptor?: unknown } | undefined> } | undefined>;
}

/**
 * Which remotes a path shows, from the descriptors of the versions in service in remotes.json
 * (ADR 0036), the same ones the host builds its routes from: a release that adds a prefix is
 * preloaded on its pages at once. The home page shows the remotes with a `Home*` slot; the
 * dashboard's remotes load for members only (the host's guard sends a guest away first).
 */
export function routeTableFrom(remotesDoc: unknown): RouteTable {
  const table = { home: [] as string[], prefixes: {} as Record<string, readonly string[]>, memberOnly: [] as string[] };
  for (const [name, remote] of Object.entries((remotesDoc as DocumentLike | null)?.remotes ?? {})) {
    const raw = remote?.current ? remote.versions?.[remote.current]?.descriptor : undefined;
    const parsed = parseRemoteDescriptor(raw);
    if ('problem' in parsed || parsed.descriptor.name !== name) continue;
    const { descriptor } = parsed;
    table.prefixes[name] = descriptor.prefixes;
    if (descriptor.slots.some((slot) => slot.startsWith('Home'))) table.home.push(name);
    if (descriptor.mount === 'dashboard') table.memberOnly.push(name);
  }
  return table;
}
