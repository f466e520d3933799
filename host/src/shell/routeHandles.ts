import type { RouteHandle } from '@vitrin/shared';
import { shellT } from './i18n/shellT';

/** Route data for the shell's pages; the router attaches them so breadcrumbs get a label. */
export const shellRouteHandles = {
  promotions: { owner: 'host', crumb: () => shellT('crumb.promotions') },
  staticPage: { owner: 'host', crumb: () => shellT('crumb.pages') },
  notFound: { owner: 'host', crumb: () => shellT('crumb.notFound') },
} satisfies Record<string, RouteHandle>;
