import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { SectionFallback, Slot } from '@vitrin/shared';
import { LoadingIndicator } from '../../shell/loading/LoadingIndicator';
import type { RemoteRegistry } from '../remotes/remoteRegistry';
import { DASHBOARD_FRAME_SLOT } from './remoteMounts';

export const DASHBOARD_CATCH_ALL_ID = 'dashboard-catch-all';

interface FrameFallbackProps {
  retry: () => void;
  registry: RemoteRegistry;
}

/** Shown when account is down: the notice, then the page anyway (deposit and withdraw still work). */
function FrameFallback({ retry, registry }: FrameFallbackProps) {
  const matches = useMatches();
  const status = useSyncExternalStore(registry.subscribe, () => registry.status('account'), () => registry.status('account'));
  // Account came back (a Retry on the page patched its routes): put the frame back as well. Only on
  // that change — if account is up but the slot itself fails, retrying would loop.
  const statusAtMount = useRef(status);
  useEffect(() => {
    if (status === 'ready' && statusAtMount.current !== 'ready') retry();
  }, [status, retry]);
  // The catch-all already shows the account notice as the page; one notice is enough.
  const pageIsNotice = matches[matches.length - 1]?.id === DASHBOARD_CATCH_ALL_ID;
  return (
    <>
      {pageIsNotice ? null : <SectionFallback remote="account" onRetry={retry} />}
      <Outlet />
    </>
  );
}

/** Element of the dashboard route: account's DashboardLayout slot (menus, tabs) around the page. */
export function DashboardFrame({ registry }: { registry: RemoteRegistry }) {
  return (
    <Slot
      remote={DASHBOARD_FRAME_SLOT.remote}
      name={DASHBOARD_FRAME_SLOT.name}
      loading={<LoadingIndicator />}
      fallback={(retry) => <FrameFallback retry={retry} registry={registry} />}
    >
      <Outlet />
    </Slot>
  );
}
