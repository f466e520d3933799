import { CONTRACT_VERSION, type RemoteModule } from '@vitrin/contract';
import { REMOTE_ID, REMOTE_VERSION } from './buildInfo';
import { t, type AccountKey } from './i18n';
import { lazySlot } from '@vitrin/shared';

const owner = REMOTE_ID;
const handle = (key: AccountKey) => ({ crumb: () => t(key), owner });

/**
 * The member area's public module (`account/module`): routes patched under the host's
 * `dashboard` route (id `dashboard`, which carries the "My account" crumb itself — so the index
 * route adds none). Each page loads lazily from its feature folder.
 */
export const remoteModule: RemoteModule<'account'> = {
  id: REMOTE_ID,
  contractVersion: CONTRACT_VERSION,
  version: REMOTE_VERSION,
  routes: [
    {
      index: true,
      handle: { owner },
      lazy: () => import('./overview/DashboardHomePage').then((m) => ({ Component: m.DashboardHomePage })),
    },
    {
      path: 'account',
      handle: handle('account.account.title'),
      lazy: () => import('./profile/AccountPage').then((m) => ({ Component: m.AccountPage })),
    },
    {
      path: 'phone-verification',
      handle: handle('account.phoneVerification.title'),
      lazy: () => import('./phone/PhoneVerificationPage').then((m) => ({ Component: m.PhoneVerificationPage })),
    },
    {
      path: 'change-password',
      handle: handle('account.changePassword.title'),
      lazy: () => import('./password/ChangePasswordPage').then((m) => ({ Component: m.ChangePasswordPage })),
    },
    {
      path: 'financial-activities',
      handle: handle('account.financialActivities.title'),
      lazy: () => import('./financial/FinancialActivitiesPage').then((m) => ({ Component: m.FinancialActivitiesPage })),
    },
    {
      path: 'game-history',
      handle: handle('account.gameHistory.title'),
      lazy: () => import('./games/GameHistoryPage').then((m) => ({ Component: m.GameHistoryPage })),
    },
    {
      path: 'claim-bonus',
      handle: handle('account.claimBonus.title'),
      lazy: () => import('./bonuses/ClaimBonusPage').then((m) => ({ Component: m.ClaimBonusPage })),
    },
    {
      path: 'bonuses',
      handle: handle('account.bonuses.title'),
      lazy: () => import('./bonuses/BonusesPage').then((m) => ({ Component: m.BonusesPage })),
    },
    {
      path: 'notifications',
      handle: handle('account.notifications'),
      lazy: () => import('./notifications/NotificationsPage').then((m) => ({ Component: m.NotificationsPage })),
    },
    {
      path: 'limits',
      handle: handle('account.limits.title'),
      lazy: () => import('./limits/LimitsPage').then((m) => ({ Component: m.LimitsPage })),
    },
    {
      path: 'session-history',
      handle: handle('account.sessionHistory.title'),
      lazy: () => import('./sessions/SessionHistoryPage').then((m) => ({ Component: m.SessionHistoryPage })),
    },
  ],
  slots: {
    DashboardLayout: lazySlot('DashboardLayout', () => import('./layout/DashboardLayout').then((m) => m.DashboardLayout)),
  },
};
