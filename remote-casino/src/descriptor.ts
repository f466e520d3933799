import { CONTRACT_VERSION, defineRemote, type RemoteMenuEntry } from '@vitrin/contract';
import { WITH_TOURNAMENTS } from './buildFeatures';

/** The tournaments entry, in a build that has the page (buildFeatures.ts). */
const tournaments: RemoteMenuEntry[] = WITH_TOURNAMENTS
  ? [{ id: 'tournaments', menu: 'main', order: 75, to: '/casino/tournaments', icon: 'star', label: { tr: 'Turnuvalar', en: 'Tournaments' } }]
  : [];

/**
 * The casino as the host sees it (ADR 0036): recorded with each version in remotes.json, so a
 * release adds a lobby to the menus without a host build.
 */
export const descriptor = defineRemote({
  name: 'casino',
  mount: 'root',
  prefixes: ['/casino'],
  slots: ['HomeGameRails', 'TopWinners', 'VideoBanner', 'GameOpener'],
  menu: [
    { id: 'casino', menu: 'main', order: 40, to: '/casino/slot', icon: 'casino', label: { tr: 'Casino', en: 'Casino' } },
    { id: 'live-casino', menu: 'main', order: 50, to: '/casino/live', icon: 'liveCasino', label: { tr: 'Canlı Casino', en: 'Live Casino' } },
    { id: 'virtual', menu: 'main', order: 60, to: '/casino/games', icon: 'gamepad', label: { tr: 'Sanal', en: 'Virtual' } },
    { id: 'bingo', menu: 'main', order: 70, to: '/casino/bingo', icon: 'grid', label: { tr: 'Bingo', en: 'Bingo' } },
    { id: 'games', menu: 'main', order: 80, to: '/casino/games', icon: 'gamepad', label: { tr: 'Oyunlar', en: 'Games' } },
    { id: 'tv-games', menu: 'main', order: 90, to: '/casino/tvbets', icon: 'tv', label: { tr: 'TV Oyunları', en: 'TV Games' } },
    ...tournaments,
    { id: 'casino', menu: 'compact', order: 30, to: '/casino/slot', icon: 'casino', label: { tr: 'Casino', en: 'Casino' } },
    { id: 'live-casino', menu: 'compact', order: 40, to: '/casino/live', icon: 'liveCasino', label: { tr: 'Canlı Casino', en: 'Live Casino' } },
    { id: 'bingo', menu: 'compact', order: 70, to: '/casino/bingo', icon: 'grid', label: { tr: 'Bingo', en: 'Bingo' } },
    { id: 'games', menu: 'compact', order: 80, to: '/casino/games', icon: 'gamepad', label: { tr: 'Oyunlar', en: 'Games' } },
    { id: 'tv-games', menu: 'compact', order: 90, to: '/casino/tvbets', icon: 'tv', label: { tr: 'TV Oyunları', en: 'TV Games' } },
  ],
  contractVersion: CONTRACT_VERSION,
});
