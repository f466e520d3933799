import { Outlet, useMatches } from 'react-router-dom';
import { SectionFallback, Slot } from '@vitrin/shared';
import { LoadingIndicator } from '../../shell/loading/LoadingIndicator';

export const DASHBOARD_CATCH_ALL_ID = 'dashboard-catch-all';

/** Shown when account is down: the notice, then the page anyway (deposit and withdraw still work). */
function FrameFallback({ retry }: { retry: () => void }) {
  const matches = useMatches();
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
export function DashboardFrame() {
  return (
    <Slot remote="account" name="DashboardLayout" loading={<LoadingIndicator />} fallback={(retry) => <FrameFallback retry={retry} />}>
      <Outlet />
    </Slot>
  );
}
