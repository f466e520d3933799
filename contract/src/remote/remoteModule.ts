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
  /** Routes relative to the remote's mount (its descriptor's prefixes bound them). */
  routes: RouteObject[];
  /** Named lazy components other packages may place through the slot loader. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  slots: R extends RemoteName ? RemoteSlots<R> : Record<string, SlotComponent<any>>;
}

/** One remote in `remotes.manifest.json`: what the tools need before it is built. */
export interface RemoteManifestEntry {
  folder: string;
  devPort: number;
}

export type RemoteName = keyof typeof manifest.remotes;
/** The one list of remotes (their identity beyond this is each one's descriptor: remoteDescriptor.ts). */
export const REMOTE_NAMES = Object.keys(manifest.remotes) as RemoteName[];
