/**
 * Site settings of the bootstrap data. Keys are lower-cased by the front end and only active ones
 * are kept, so a few inactive ones are seeded to prove that. remote-override stays off by default:
 * the per-browser remote version override must be allowed explicitly.
 */
import { headerGames } from '../casino/headerGames';

export const SITE_OPTIONS: readonly { key: string; value: string | null; status: boolean }[] = [
  { key: 'whatsapp', value: 'https://wa.me/905550000001', status: true },
  { key: 'telegram', value: 'https://t.me/vitrin_demo', status: true },
  { key: 'livetv', value: '/sandbox/sportsbook?view=livespor&variant=tv', status: true },
  { key: 'facebook', value: 'https://facebook.com/vitrin.demo', status: true },
  { key: 'twitter', value: 'https://twitter.com/vitrin_demo', status: true },
  { key: 'instagram', value: 'https://instagram.com/vitrin.demo', status: true },
  { key: 'youtube', value: 'https://youtube.com/@vitrindemo', status: true },
  { key: 'social-whatsapp', value: 'https://wa.me/905550000001', status: true },
  { key: 'social-telegram', value: 'https://t.me/vitrin_demo', status: true },
  { key: 'chat-site-id', value: 'vitrin-demo-chat', status: true },
  { key: 'chat-div-id', value: 'vitrin-chat', status: true },
  { key: 'chat-script-url', value: '/sandbox/chat.js', status: true },
  { key: 'quick-telegram-1', value: '@vitrin_destek', status: true },
  { key: 'quick-telegram-2', value: '@vitrin_vip', status: true },
  { key: 'quick-whatsapp-1', value: '+90 555 000 00 01', status: true },
  { key: 'quick-whatsapp-2', value: '+90 555 000 00 02', status: true },
  { key: 'quick-whatsapp-3', value: '+90 555 000 00 03', status: true },
  { key: 'quick-whatsapp-4', value: '+90 555 000 00 04', status: true },
  { key: 'header-games', value: headerGames(), status: true },
  // Spec §3 Video banner {url, title1, title2, title3}; the English titles as `key@en` (cmsRoutes).
  {
    key: 'casino-video-banner',
    value: JSON.stringify({ url: '/sandbox/video/casino-banner.webm', title1: 'Canlı Casino', title2: 'Gerçek krupiyeler, 7/24 masalar', title3: 'Rulet, blackjack ve bakara' }),
    status: true,
  },
  {
    key: 'casino-video-banner@en',
    value: JSON.stringify({ url: '/sandbox/video/casino-banner.webm', title1: 'Live Casino', title2: 'Real dealers, tables around the clock', title3: 'Roulette, blackjack and baccarat' }),
    status: true,
  },
  { key: 'remote-override', value: 'false', status: false },
  { key: 'pinterest', value: 'https://pinterest.com/vitrin', status: false },
  { key: 'old-chat-site-id', value: 'legacy', status: false },
];
