import type { RouteObject } from 'react-router-dom';
import { HomePage } from '../../shell/home/HomePage';
import { NotFoundPage } from '../../shell/NotFoundPage';
import { StaticPage } from '../../shell/pages/StaticPage';
import { PromotionsPage } from '../../shell/promotions/PromotionsPage';
import { LoadingIndicator } from '../../shell/loading/LoadingIndicator';
import { dashboardGuard } from '../../member/guard/dashboardGuard';
import type { RemoteRegistry } from '../remotes/remoteRegistry';
import { t } from '../i18n';
import { DashboardFrame, DASHBOARD_CATCH_ALL_ID } from './DashboardFrame';
import { dashboardCrumb } from './mountRemoteRoutes';
import { PrefixCatchAll } from './PrefixCatchAll';
import { RootError } from './RootError';
import { RootFrame } from './RootFrame';
import { DASHBOARD_ROUTE_ID, ROOT_ROUTE_ID } from './remoteMounts';

export const NOT_FOUND_ROUTE_ID = 'not-found';

/**
 * The host's routes. Remote routes are not here: createPatchRoutes adds them under `root`
 * (sports, casino) and `dashboard` (account, payments) on the first navigation into them.
 */
export function createAppRoutes(registry: RemoteRegistry): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      element: <RootFrame />,
      errorElement: <RootError />,
      hydrateFallbackElement: <LoadingIndicator minHeight="100vh" />,
      handle: { crumb: () => t('crumb.home'), title: () => t('title.home') },
      children: [
        { index: true, element: <HomePage /> },
        { path: 'promotions', element: <PromotionsPage />, handle: { crumb: () => t('crumb.promotions') } },
        { path: 'pages/:id', element: <StaticPage />, handle: { crumb: () => t('crumb.pages') } },
        // The responsible-gambling self-test, for guests too; its own chunk (nine questions in two languages).
        {
          path: 'self-test',
          lazy: async () => ({ Component: (await import(/* webpackChunkName: "self-test" */ '../../shell/selfTest/SelfTestPage')).SelfTestPage }),
          handle: { crumb: () => t('crumb.selfTest') },
        },
        {
          // Pathless on purpose (see remoteMounts): its children carry the `dashboard` segment.
          id: DASHBOARD_ROUTE_ID,
          loader: dashboardGuard,
          element: <DashboardFrame registry={registry} />,
          children: [
            // Matches /dashboard itself with a param, so patchRoutesOnNavigation runs there too;
            // shows account's fallback while account is unavailable.
            {
              id: DASHBOARD_CATCH_ALL_ID,
              path: 'dashboard/*',
              handle: { crumb: dashboardCrumb },
              element: <PrefixCatchAll remote="account" registry={registry} />,
            },
          ],
        },
        { id: NOT_FOUND_ROUTE_ID, path: '*', element: <NotFoundPage />, handle: { crumb: () => t('crumb.notFound') } },
      ],
    },
  ];
}
