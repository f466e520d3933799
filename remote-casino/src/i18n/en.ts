import type { CasinoKey } from './tr';

export const en: Record<CasinoKey, string> = {
  'casino.crumb': 'Casino',
  'casino.slot.title': 'Slots',
  'casino.live.title': 'Live Casino',
  'casino.games.title': 'Virtual Games',
  'casino.bingo.title': 'Bingo',
  'casino.tvbets.title': 'TV Games',
  'casino.play.title': 'Game',
  'casino.play.invalid': 'This game link is not valid. Please open the game again from the lobby.',
  'casino.play.backToLobby': 'Back to slots',
  'casino.notFound.title': 'Page not found',
  'casino.notFound.text': 'The casino page you are looking for does not exist.',
  'casino.notFound.link': 'Casino home',
};
