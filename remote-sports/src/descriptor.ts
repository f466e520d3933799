import { CONTRACT_VERSION, defineRemote } from '@vitrin/contract';

/**
 * The sports remote as the host sees it (ADR 0036): recorded with each version in remotes.json,
 * so a release changes its prefixes or menu entries without a host build.
 */
export const descriptor = defineRemote({
  name: 'sports',
  mount: 'root',
  prefixes: ['/spor', '/livespor', '/esports'],
  slots: [],
  menu: [
    { id: 'sports', menu: 'main', order: 10, to: '/spor', icon: 'sports', label: { tr: 'Spor', en: 'Sports' } },
    { id: 'live-betting', menu: 'main', order: 20, to: '/livespor', icon: 'sports', label: { tr: 'Canlı Bahis', en: 'Live Betting' } },
    { id: 'esports', menu: 'main', order: 30, to: '/esports/betco', icon: 'gamepad', label: { tr: 'E-spor', en: 'E-sports' } },
    // The quick menu opens the fcg variants (spec §2 compact menu).
    { id: 'sports', menu: 'compact', order: 10, to: '/spor/fcg', icon: 'sports', label: { tr: 'Spor', en: 'Sports' } },
    { id: 'live-betting', menu: 'compact', order: 20, to: '/livespor/fcg', icon: 'sports', label: { tr: 'Canlı Bahis', en: 'Live Betting' } },
    { id: 'esports', menu: 'compact', order: 50, to: '/esports/betco', icon: 'gamepad', label: { tr: 'E-spor', en: 'E-sports' } },
  ],
  contractVersion: CONTRACT_VERSION,
});
