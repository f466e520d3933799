import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';

/** Route data every remote route may carry; breadcrumbs read `crumb` (an i18n key of the owner). */
export interface RouteHandle {
  /** Returns the translated label; the owner resolves it so the host needs none of its keys. */
  crumb?: () => string;
  owner?: string;
}

export type SlotComponent = LazyExoticComponent<ComponentType<Record<string, unknown>>> | ComponentType<Record<string, unknown>>;

/** The one public module of a remote (exposed as `<name>/module`). */
export interface RemoteModule {
  id: string;
  contractVersion: string;
  /** Version of the remote build, shown in diagnostics and used by the rollback drill. */
  version: string;
  /** Routes relative to the remote's mount prefixes (see REMOTE_PREFIXES). */
  routes: RouteObject[];
  /** Named lazy components other packages may place through the slot loader. */
  slots: Record<string, SlotComponent>;
}

/** Which URL prefixes belong to which remote (ARCHITECTURE.md "Who owns what"). */
export const REMOTE_PREFIXES = {
  sports: ['/spor', '/livespor', '/esports'],
  casino: ['/casino'],
  payments: ['/dashboard/deposit', '/dashboard/withdraw'],
  account: ['/dashboard'],
} as const;

export type RemoteName = keyof typeof REMOTE_PREFIXES;
export const REMOTE_NAMES = Object.keys(REMOTE_PREFIXES) as RemoteName[];
