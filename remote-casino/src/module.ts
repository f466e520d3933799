import { redirect } from 'react-router-dom';
import { CONTRACT_VERSION, type RemoteModule } from '@vitrin/contract';
import { lazySlot } from '@vitrin/shared';
import { WITH_TOURNAMENTS } from './buildFeatures';
import { REMOTE_ID, REMOTE_VERSION } from './buildInfo';
import { t } from './i18n';

const owner = REMOTE_ID;

/** The casino's public module (`casino/module`): routes patched under the host's root route. */
export const remoteModule: RemoteModule<'casino'> = {
  id: REMOTE_ID,
  contractVersion: CONTRACT_VERSION,
  version: REMOTE_VERSION,
  routes: [
    {
      path: 'casino',
      handle: { crumb: () => t('casino.crumb'), owner },
      lazy: () => import('./pages/CasinoLayout').then((m) => ({ Component: m.CasinoLayout })),
      children: [
        // Renders nothing: the loader redirects before anything shows.
        { index: true, loader: () => redirect('/casino/slot'), Component: () => null },
        {
          path: 'slot',
          handle: { crumb: () => t('casino.slot.title'), owner },
          lazy: () => import('./pages/SlotPage').then((m) => ({ Component: m.SlotPage })),
        },
        {
          path: 'live',
          handle: { crumb: () => t('casino.live.title'), owner },
          lazy: () => import('./pages/LivePage').then((m) => ({ Component: m.LivePage })),
        },
        {
          path: 'games',
          handle: { crumb: () => t('casino.games.title'), owner },
          lazy: () => import('./pages/GamesPage').then((m) => ({ Component: m.GamesPage })),
        },
        {
          path: 'bingo',
          handle: { crumb: () => t('casino.bingo.title'), owner },
          lazy: () => import('./pages/BingoPage').then((m) => ({ Component: m.BingoPage })),
        },
        {
          path: 'tvbets',
          handle: { crumb: () => t('casino.tvbets.title'), owner },
          lazy: () => import('./pages/TvBetsPage').then((m) => ({ Component: m.TvBetsPage })),
        },
        ...(WITH_TOURNAMENTS
          ? [
              {
                path: 'tournaments',
                handle: { crumb: () => t('casino.tournaments.title'), owner },
                lazy: () => import('./pages/TournamentsPage').then((m) => ({ Component: m.TournamentsPage })),
              },
            ]
          : []),
        // The readable address (studio and game, ADR 0041) and spec §2's base64 one, still opening.
        {
          path: 'play/:provider/:slug',
          handle: { crumb: () => t('casino.play.title'), owner },
          lazy: () => import('./pages/PlayPage').then((m) => ({ Component: m.PlayPage })),
        },
        {
          path: 'play/:game',
          handle: { crumb: () => t('casino.play.title'), owner },
          lazy: () => import('./pages/PlayPage').then((m) => ({ Component: m.PlayPage })),
        },
      ],
    },
  ],
  slots: {
    HomeGameRails: lazySlot('HomeGameRails', () => import('./slots/HomeGameRails').then((m) => m.HomeGameRails)),
    TopWinners: lazySlot('TopWinners', () => import('./slots/TopWinners').then((m) => m.TopWinners)),
    VideoBanner: lazySlot('VideoBanner', () => import('./slots/VideoBanner').then((m) => m.VideoBanner)),
    GameOpener: lazySlot('GameOpener', () => import('./opening/GameOpener').then((m) => m.GameOpener)),
  },
};
