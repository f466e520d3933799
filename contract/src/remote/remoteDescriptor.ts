import * as v from 'valibot';
import { REMOTE_NAMES, type RemoteName } from './remoteModule';
import type { SlotPropsMap } from '../slots/slotProps';

// A remote's identity, declared once in the remote (`src/descriptor.ts`) and recorded with each
// of its versions in remotes.json by the build: where it mounts, which URL prefixes it owns, the
// slots it exposes, the menu entries it adds, the contract it is built against. The host builds
// its routes and menus from the descriptors in service (ADR 0036), so a remote adds a route or a
// menu entry with a release of its own. Here (not in @vitrin/platform) because the remote's code
// declares it and the host validates it at run time, and both may import only the contract.

/** The icons the host draws for a remote's menu entry (an unknown name gets the default). */
export const MENU_ICONS = ['sports', 'gamepad', 'casino', 'liveCasino', 'grid', 'tv', 'star', 'gift'] as const;
export type MenuIconName = (typeof MENU_ICONS)[number];

const remoteNameSchema = v.pipe(v.string(), v.check((name) => (REMOTE_NAMES as string[]).includes(name), 'not a remote of remotes.manifest.json'));
const pathSchema = v.pipe(v.string(), v.maxLength(200), v.regex(/^\/[a-z0-9/-]*$/, 'a path starts with / and has only a-z, 0-9, - and /'));
const labelSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40));

export const remoteMenuEntrySchema = v.object({
  /** Unique in its menu; the page marks the entry with it (`data-menu-id`). */
  id: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/, 'a menu id is kebab-case')),
  /** `main` is the desktop row and the left menu's cards; `compact` the quick menu. */
  menu: v.picklist(['main', 'compact']),
  /** Position among all entries of the menu, the host's own included (they use tens: 10, 20, …). */
  order: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000)),
  /** A path inside the remote's own prefixes (the host drops any other). */
  to: pathSchema,
  /** The label in both languages of the site: the remote owns its words. */
  label: v.object({ tr: labelSchema, en: labelSchema }),
  icon: v.string(),
});

export const remoteDescriptorSchema = v.pipe(
  v.object({
    name: remoteNameSchema,
    /** Where its routes hang: under the root route, or the member-guarded dashboard route. */
    mount: v.picklist(['root', 'dashboard']),
    /** The URL prefixes it owns; the longest prefix wins between remotes. */
    prefixes: v.pipe(v.array(pathSchema), v.minLength(1), v.maxLength(20)),
    slots: v.array(v.pipe(v.string(), v.regex(/^[A-Z][A-Za-z0-9]*$/, 'a slot name is PascalCase'))),
    menu: v.pipe(v.array(remoteMenuEntrySchema), v.maxLength(20)),
    contractVersion: v.pipe(v.string(), v.minLength(1)),
  }),
  v.check(
    (d) => d.prefixes.every((p) => (d.mount === 'dashboard') === (p === '/dashboard' || p.startsWith('/dashboard/'))),
    'a dashboard remote owns prefixes under /dashboard, a root remote none there',
  ),
  v.check((d) => d.menu.every((entry) => insidePrefixes(entry.to, d.prefixes)), 'a menu entry leads outside the remote\'s prefixes'),
);

export type RemoteMenuEntry = Omit<v.InferOutput<typeof remoteMenuEntrySchema>, 'icon'> & { icon: MenuIconName };

/**
 * The slot names of each remote. Looked up by index (`SlotNames[N]`, the union of the slots of
 * every remote in N) rather than a conditional type over N: TypeScript measures a conditional type
 * as invariant in N, which made a `RemoteDescriptor<'casino'>` no `RemoteDescriptor` (of any
 * remote); an indexed access is covariant, so it is one, and a wrong slot still fails.
 */
type SlotNames = { [N in RemoteName]: keyof SlotPropsMap[N] & string };

/** The descriptor a remote declares; its slots are checked against `SlotPropsMap`. */
export interface RemoteDescriptor<N extends RemoteName = RemoteName> {
  name: N;
  mount: 'root' | 'dashboard';
  prefixes: readonly string[];
  slots: readonly SlotNames[N][];
  menu: readonly RemoteMenuEntry[];
  contractVersion: string;
}

/** Declares a remote (its `src/descriptor.ts`); typed, so a wrong slot or icon fails the build. */
export function defineRemote<N extends RemoteName>(descriptor: RemoteDescriptor<N>): RemoteDescriptor<N> {
  return descriptor;
}

/** Whether `path` is one of `prefixes` or below one. */
export function insidePrefixes(path: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Reads a descriptor from remotes.json (untrusted): the descriptor, or why not. */
export function parseRemoteDescriptor(raw: unknown): { descriptor: RemoteDescriptor } | { problem: string } {
  const result = v.safeParse(remoteDescriptorSchema, raw);
  // The schema checked every field; the slot names and icon are the sender's (the host draws an
  // unknown icon as its default, and places only the slots it knows).
  if (result.success) return { descriptor: result.output as unknown as RemoteDescriptor };
  const issue = result.issues[0];
  return { problem: `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}` };
}
