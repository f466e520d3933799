import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import manifest from '../../../remotes.manifest.json';
import type { SlotPropsMap } from '../slots/slotProps';

/** Route data every remote route may carry; breadcrumbs read `crumb` (an i18n key of the owner). */
export interface RouteHandle {
  /** Returns the translated label; the owner resolves it so the host needs none of its keys. */
  crumb?: () => string;
  /** The tab title (without the site name); the crumb is used when there is none. */
  title?: () => string;
  owner?: string;
}

export type SlotComponent<P = Record<string, unknown>> = LazyExoticComponent<ComponentType<P>> | ComponentType<P>;

/** The slots a remote exposes, typed by `SlotPropsMap`. */
export type RemoteSlots<R extends RemoteName> = { [N in keyof SlotPropsMap[R]]: SlotComponent<SlotPropsMap[R][N]> };

/** The one public module of a remote (exposed as `<name>/module`). */
/**
 * A remote's public module. `RemoteModule<'casino'>` checks its slots against `SlotPropsMap`;
 * the bare `RemoteModule` (what the host receives at run time) types them loosely.
 */
export interface RemoteModule<R extends RemoteName | undefined = undefined> {
  id: string;
  contractVersion: string;
  /** Version of the remote build, shown in diagnostics and used by the rollback drill. */
  version: string;
  /** Routes relative to the remote's mount prefixes (see REMOTE_PREFIXES). */
  routes: RouteObject[];
  /** Named lazy components other packages may place through the slot loader. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  slots: R extends RemoteName ? RemoteSlots<R> : Record<string, SlotComponent<any>>;
}

/** One remote in `remotes.manifest.json`, the single list every tool and the host read. */
export interface RemoteManifestEntry {
  folder: string;
  devPort: number;
  /** Where its routes hang: under the root route or the member-guarded dashboard route. */
  mount: 'root' | 'dashboard';
  prefixes: readonly string[];
  slots: readonly string[];
}

export type RemoteName = keyof typeof manifest.remotes;
export const REMOTE_MANIFEST = manifest.remotes as Record<RemoteName, RemoteManifestEntry>;
export const REMOTE_NAMES = Object.keys(REMOTE_MANIFEST) as RemoteName[];

/** Which URL prefixes belong to which remote (docs/ARCHITECTURE.md "Who owns what"). */
export const REMOTE_PREFIXES = Object.fromEntries(
  REMOTE_NAMES.map((name) => [name, REMOTE_MANIFEST[name].prefixes]),
) as Record<RemoteName, readonly string[]>;
