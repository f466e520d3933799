import type { Database } from '../db/database';
import { CATALOGUE, GAME_BY_CODE } from './catalogue';
import { biggestWins } from './casinoStore';
import { toCents } from '../wallet/money';

/** Spec §3 Top winner; the name is masked here, so no full username ever leaves the server. */
export interface TopWinnerRow extends Record<string, unknown> {
  image: string;
  game: string;
  name: string;
  amount: string;
  currencySymbol: string;
}

const FIRST_NAMES = ['mehmet', 'ayse', 'emre', 'zeynep', 'burak', 'elif', 'can', 'selin', 'murat', 'deniz', 'kerem', 'ece', 'onur', 'gizem', 'serkan', 'irem'];

/** "demo" → "d**o": first and last letter, the rest hidden. */
export function maskName(username: string): string {
  if (username.length <= 2) return `${username[0] ?? '*'}*`;
  return `${username[0]}${'*'.repeat(Math.min(username.length - 2, 4))}${username[username.length - 1]}`;
}


/**
 * Seeded history so the card is full on a fresh sandbox: deterministic wins on real catalogue
 * games (every 37th game of the chosen kind), amounts from 150.00 to ~48,000.00.
 */
function seededWins(live: boolean): { gameCode: string; username: string; amount: string }[] {
  const games = CATALOGUE.filter((game) => (game.lobby === 'live') === live);
  return Array.from({ length: 60 }, (_, i) => {
    const game = games[(i * 37) % games.length]!;
    const whole = 150 + ((i * 7919) % 48000);
    return { gameCode: game.gameCode, username: `${FIRST_NAMES[i % FIRST_NAMES.length]}${(i * 13) % 90 + 10}`, amount: `${whole}.${String((i * 31) % 100).padStart(2, '0')}` };
  });
}

/** transaction/topwinners: the biggest real wins recorded by demo rounds, plus the seeded history. */
export async function topWinnerList(db: Database, live: boolean, count: number): Promise<TopWinnerRow[]> {
  const recorded = (await biggestWins(db, count * 4)).filter((win) => {
    const game = GAME_BY_CODE.get(win.gameCode);
    return game !== undefined && (game.lobby === 'live') === live;
  });
  return [...recorded, ...seededWins(live)]
    .map((win) => ({ win, c: toCents(win.amount) }))
    .sort((a, b) => (a.c === b.c ? 0 : a.c > b.c ? -1 : 1))
    .slice(0, count)
    .map(({ win }) => {
      const game = GAME_BY_CODE.get(win.gameCode)!;
      return { image: game.imageUrl, game: game.name, name: maskName(win.username), amount: win.amount, currencySymbol: '₺' };
    });
}
