import { CONTRACT_VERSION, type RemoteModule } from '@vitrin/contract';
import { REMOTE_ID, REMOTE_VERSION } from './buildInfo';
import { t } from './i18n';

const owner = REMOTE_ID;
const sports = () => import('./pages/SportsPage').then((m) => ({ Component: m.SportsPage }));
const sportsCompact = () => import('./pages/SportsPage').then((m) => ({ Component: m.SportsCompactPage }));
const live = () => import('./pages/LiveSportsPage').then((m) => ({ Component: m.LiveSportsPage }));
const liveCompact = () => import('./pages/LiveSportsPage').then((m) => ({ Component: m.LiveSportsCompactPage }));
const esports = () => import('./pages/EsportsPage').then((m) => ({ Component: m.EsportsPage }));

/** The sportsbook's public module (`sports/module`): routes patched under the host's root route. */
export const remoteModule: RemoteModule<'sports'> = {
  id: REMOTE_ID,
  contractVersion: CONTRACT_VERSION,
  version: REMOTE_VERSION,
  routes: [
    { path: 'spor', handle: { crumb: () => t('sports.spor.title'), owner }, lazy: sports },
    // The /fcg variants are the compact-menu entries of spec §2; same frames, compact chrome.
    { path: 'spor/fcg', handle: { crumb: () => t('sports.spor.title'), owner }, lazy: sportsCompact },
    { path: 'livespor', handle: { crumb: () => t('sports.livespor.title'), owner }, lazy: live },
    { path: 'livespor/fcg', handle: { crumb: () => t('sports.livespor.title'), owner }, lazy: liveCompact },
    { path: 'esports', handle: { crumb: () => t('sports.esports.title'), owner }, lazy: esports },
    { path: 'esports/:provider', handle: { crumb: () => t('sports.esports.title'), owner }, lazy: esports },
  ],
  slots: {},
};
