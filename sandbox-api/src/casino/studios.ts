import type { LaunchProvider } from '@vitrin/contract';

/**
 * The seven launch aggregators of spec §4, with the mainProviderId the games carry (sent back by
 * casino/togglefavorite as providerId) and the look of their demo game page.
 */
export const AGGREGATORS: readonly { name: LaunchProvider; id: number; slug: string; colour: string }[] = [
  { name: 'SoftGamings', id: 1, slug: 'softgamings', colour: '#5b2a86' },
  { name: 'Hub88', id: 2, slug: 'hub88', colour: '#0b6e4f' },
  { name: 'Egt Digital', id: 3, slug: 'egt', colour: '#b3261e' },
  { name: 'Amusnet', id: 4, slug: 'amusnet', colour: '#c77700' },
  { name: 'EveryMatrix', id: 5, slug: 'everymatrix', colour: '#1d4ed8' },
  { name: 'Pragmatic Play', id: 6, slug: 'pragmatic', colour: '#ea580c' },
  { name: 'Digitain', id: 7, slug: 'digitain', colour: '#0f766e' },
];

export type Lobby = 'slot' | 'live' | 'games' | 'bingo' | 'tvbets';

/**
 * Studios that make the games: the footer's twelve (spec §2 footer) and more. `via` is the
 * aggregator that carries them (a studio's own aggregator when it is one), `lobbies` what they make.
 */
export const STUDIOS: readonly { name: string; via: LaunchProvider[]; lobbies: Lobby[] }[] = [
  { name: 'Amusnet', via: ['Amusnet'], lobbies: ['slot', 'live'] },
  { name: '3 Oaks Gaming', via: ['Hub88', 'SoftGamings'], lobbies: ['slot'] },
  { name: 'Amatic', via: ['SoftGamings', 'EveryMatrix'], lobbies: ['slot'] },
  { name: 'BGaming', via: ['Hub88', 'EveryMatrix'], lobbies: ['slot', 'games'] },
  { name: 'Betsoft', via: ['SoftGamings', 'Digitain'], lobbies: ['slot', 'games'] },
  { name: 'Pragmatic Play', via: ['Pragmatic Play'], lobbies: ['slot', 'live'] },
  { name: 'Evolution', via: ['EveryMatrix', 'Hub88'], lobbies: ['live'] },
  { name: 'Evoplay', via: ['Hub88', 'Digitain'], lobbies: ['slot', 'games'] },
  { name: 'NetEnt', via: ['EveryMatrix', 'SoftGamings'], lobbies: ['slot'] },
  { name: 'Novomatic', via: ['SoftGamings'], lobbies: ['slot'] },
  { name: 'Red Tiger', via: ['EveryMatrix', 'Hub88'], lobbies: ['slot'] },
  { name: 'Spribe', via: ['Hub88', 'Digitain'], lobbies: ['games'] },
  { name: 'EGT Digital', via: ['Egt Digital'], lobbies: ['slot', 'live'] },
  { name: "Play'n GO", via: ['SoftGamings', 'EveryMatrix'], lobbies: ['slot'] },
  { name: 'Playson', via: ['Hub88', 'Digitain'], lobbies: ['slot'] },
  { name: 'Habanero', via: ['Hub88', 'SoftGamings'], lobbies: ['slot'] },
  { name: 'Wazdan', via: ['Digitain', 'EveryMatrix'], lobbies: ['slot'] },
  { name: 'Yggdrasil', via: ['EveryMatrix'], lobbies: ['slot'] },
  { name: 'Hacksaw Gaming', via: ['Hub88'], lobbies: ['slot', 'games'] },
  { name: 'Nolimit City', via: ['EveryMatrix', 'SoftGamings'], lobbies: ['slot'] },
  { name: 'Push Gaming', via: ['Hub88'], lobbies: ['slot'] },
  { name: 'Endorphina', via: ['SoftGamings', 'Digitain'], lobbies: ['slot'] },
  { name: 'Spinomenal', via: ['Digitain', 'Hub88'], lobbies: ['slot'] },
  { name: 'Ezugi', via: ['EveryMatrix', 'Digitain'], lobbies: ['live'] },
  { name: 'Playtech Live', via: ['SoftGamings'], lobbies: ['live'] },
  { name: 'Vivo Gaming', via: ['Digitain'], lobbies: ['live'] },
  { name: 'Smartsoft', via: ['Digitain', 'Hub88'], lobbies: ['games'] },
  { name: 'Golden Race', via: ['Digitain', 'SoftGamings'], lobbies: ['games'] },
  { name: 'Kiron', via: ['EveryMatrix'], lobbies: ['games'] },
  { name: 'Pragmatic Bingo', via: ['Pragmatic Play'], lobbies: ['bingo'] },
  { name: 'Caleta', via: ['Hub88', 'SoftGamings'], lobbies: ['bingo'] },
  { name: 'Mascot', via: ['Digitain'], lobbies: ['bingo', 'slot'] },
  { name: 'TVBet', via: ['Digitain', 'Hub88'], lobbies: ['tvbets'] },
  { name: 'BetGames', via: ['EveryMatrix', 'SoftGamings'], lobbies: ['tvbets'] },
];
