import { gameSlug, type LaunchProvider, type LiveFilterKind } from '@vitrin/contract';
import { AGGREGATORS, STUDIOS, type Lobby } from './studios';
import { foldSearch } from './searchFold';

/** One game of the demo catalogue: the spec §3 Game fields plus what the server filters on. */
export interface CatalogueGame {
  name: string;
  gameCode: string;
  providerName: LaunchProvider;
  studio: string;
  mainProviderId: number;
  productId: number;
  system: number;
  systemCategory: number[];
  imageUrl: string;
  lobby: Lobby;
  liveKind: LiveFilterKind | null;
  /** The name, and the name with the studio, folded for search (searchFold.ts). */
  foldedName: string;
  folded: string;
}

/** A small deterministic generator (mulberry32): the same catalogue on every start and machine. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SLOT_WORDS = {
  first: ['Sweet', 'Golden', 'Wild', 'Lucky', 'Book of', 'Gates of', 'Big', 'Fire', 'Hot', 'Mega', 'Royal', 'Crazy',
    'Dragon', 'Mystic', 'Buffalo', 'Aztec', 'Pharaoh', 'Viking', 'Candy', 'Fruit', 'Diamond', 'Star', 'Magic', 'Jungle',
    'Egyptian', 'Wolf', 'Ocean', 'Thunder', 'Legend of', 'Rise of', 'Treasure of', 'Queen of', 'Temple of', 'Tiger',
    'Joker', 'Cash', 'Sugar', 'Bonanza', 'Neon', 'Frozen', 'Solar', 'Lava', 'Pirate', 'Samurai', 'Olympus', 'Sultan'],
  second: ['Bonanza', 'Fortune', 'Riches', 'Gold', 'Wins', 'Spins', 'Hunter', 'Treasures', 'Fruits', 'Sevens', 'Gems',
    'Kingdom', 'Empire', 'Quest', 'Legends', 'Nights', 'Party', 'Rush', 'Blaze', 'Wilds', 'Jewels', 'Stars', 'Heat',
    'Dreams', 'Crown', 'Cats', 'Pearls', 'Coins', 'Bells', 'Moon', 'Storm', 'Pyramid', 'Safari', 'Dynasty', 'Valley'],
  suffix: ['', '', '', '', ' Deluxe', ' Megaways', ' Hold & Win', ' 2', ' Extreme', ' Jackpot', ' Dice', ' 100', ' Xmas', ' Ultra'],
} as const;

/** Games every Turkish player looks for by name; they prove the search folding. */
const TURKISH_SLOTS = ['Şekerli Meyveler', 'Büyük Hazine', 'Sıcak Yediler', 'Altın Çiçekler', 'Güneş Tapınağı',
  'Işıklı Gece', 'İstanbul Rüyası', 'Kızıl Ejderha', 'Çılgın Meyveler', 'Ölümsüz Aşk', 'Sultanın Hazinesi', 'Üç Kral',
  'Öfkeli Boğa', 'Dağların Kralı', 'Gümüş Ay'];

const LIVE_TABLES: Record<LiveFilterKind, { bases: string[]; prefixes: string[] }> = {
  roulette: { bases: ['Roulette', 'Rulet'], prefixes: ['Lightning', 'Speed', 'Auto', 'Immersive', 'Türkçe', 'VIP', 'Mega', 'XXXtreme', 'Instant', 'Golden', 'Grand', 'Lucky'] },
  blackjack: { bases: ['Blackjack'], prefixes: ['Classic', 'Speed', 'Infinite', 'VIP', 'Türkçe', 'Power', 'Free Bet', 'Lightning', 'Platinum', 'Salon Privé'] },
  poker: { bases: ["Casino Hold'em", 'Three Card Poker', 'Caribbean Stud', 'Texas Poker', 'Side Bet City'], prefixes: ['', 'Live', 'Ultimate', 'VIP'] },
  baccarat: { bases: ['Baccarat'], prefixes: ['Speed', 'No Commission', 'Lightning', 'Squeeze', 'Golden Wealth', 'Peek', 'Türkçe', 'Prime'] },
  dealer: { bases: ['Crazy Time', 'Monopoly Live', 'Dream Catcher', 'Mega Ball', 'Sweet Bonanza CandyLand', 'Funky Time', 'Deal or No Deal', 'Boom City', 'Mega Wheel', 'Gonzo Treasure Map'], prefixes: [''] },
};

const GAMES_TITLES = ['Mines', 'Plinko', 'Dice', 'Goal', 'Hi-Lo', 'Limbo', 'Keno', 'Hotline', 'Mini Roulette', 'Balloon',
  'JetX', 'Crash X', 'Tower', 'Coin Flip', 'Penalty Shoot-out', 'Virtual Football League', 'Virtual Horse Racing',
  'Virtual Greyhounds', 'Virtual Tennis', 'Virtual Basketball', 'Cricket Crash', 'Space XY', 'Big Bass Crash', 'Aero'];
const BINGO_TITLES = ['Bingo Blast', 'Tombala', 'Bingo Bonanza', 'Keno Classic', 'Super Keno', 'Bingo Mania', 'Lucky Balls', 'Keno Draw', 'Çılgın Tombala', 'Bingo Gold'];
const TV_TITLES = ['Wheel of Fortune', 'War of Bets', 'Lucky 7', 'Poker TV', 'Dice Duel', 'Speedy 7', '1Bet', 'Fruit Race', 'Keno TV', 'Lucky 6', 'Baccarat TV', 'Bet on Poker'];

/** How many games each lobby gets: over 5,000 in all. */
const LOBBY_SIZE: Record<Lobby, number> = { slot: 3900, live: 560, games: 300, bingo: 150, tvbets: 140 };

/** Category ids of data/bootstrap.ts CASINO_CATEGORIES a game of each kind belongs to. */
export const CATEGORY = {
  popular: 1, new: 2, jackpot: 3, roulette: 4, blackjack: 5, virtual: 6, megaways: 7, fruit: 8, poker: 9, baccarat: 10,
  dealer: 11, crash: 12, bingo: 14, keno: 15, tv: 16, livePopular: 17,
} as const;

const slug = (text: string) => foldSearch(text).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

function slotName(next: () => number): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const first = pick(SLOT_WORDS.first);
  let second = pick(SLOT_WORDS.second);
  if (first === second) second = 'Gold';
  return `${first} ${second}${pick(SLOT_WORDS.suffix)}`;
}

function titlesFor(lobby: Lobby, next: () => number): { name: string; liveKind: LiveFilterKind | null }[] {
  const out: { name: string; liveKind: LiveFilterKind | null }[] = [];
  const size = LOBBY_SIZE[lobby];
  if (lobby === 'slot') {
    for (const name of TURKISH_SLOTS) out.push({ name, liveKind: null });
    while (out.length < size) out.push({ name: slotName(next), liveKind: null });
  } else if (lobby === 'live') {
    const kinds = Object.keys(LIVE_TABLES) as LiveFilterKind[];
    for (let n = 1; out.length < size; n += 1) {
      for (const kind of kinds) {
        const { bases, prefixes } = LIVE_TABLES[kind];
        const prefix = prefixes[n % prefixes.length]!;
        const base = bases[Math.floor(n / prefixes.length) % bases.length]!;
        const number = Math.floor(n / (prefixes.length * bases.length));
        out.push({ name: `${prefix} ${base}${number > 0 ? ` ${number + 1}` : ''}`.trim(), liveKind: kind });
      }
    }
  } else {
    const titles = lobby === 'games' ? GAMES_TITLES : lobby === 'bingo' ? BINGO_TITLES : TV_TITLES;
    for (let n = 0; out.length < size; n += 1) {
      const round = Math.floor(n / titles.length);
      out.push({ name: `${titles[n % titles.length]!}${round > 0 ? ` ${round + 1}` : ''}`, liveKind: null });
    }
  }
  return out.slice(0, size);
}

function categoriesOf(lobby: Lobby, name: string, liveKind: LiveFilterKind | null, index: number): number[] {
  const ids: number[] = [];
  if (lobby === 'slot') {
    if (index % 23 === 0 || index < 15) ids.push(CATEGORY.popular);
    if (index % 29 === 5) ids.push(CATEGORY.new);
    if (/Jackpot|Hold & Win|Riches|Hazine/.test(name)) ids.push(CATEGORY.jackpot);
    if (/Megaways/.test(name)) ids.push(CATEGORY.megaways);
    if (/Fruit|Meyve|Sevens|Yedi|Bells|Candy|Sugar/.test(name)) ids.push(CATEGORY.fruit);
  } else if (lobby === 'live' && liveKind) {
    ids.push({ roulette: CATEGORY.roulette, blackjack: CATEGORY.blackjack, poker: CATEGORY.poker, baccarat: CATEGORY.baccarat, dealer: CATEGORY.dealer }[liveKind]);
    if (index % 19 === 0) ids.push(CATEGORY.livePopular);
  } else if (lobby === 'games') {
    ids.push(/^Virtual/.test(name) ? CATEGORY.virtual : CATEGORY.crash);
  } else if (lobby === 'bingo') {
    ids.push(/Keno/.test(name) ? CATEGORY.keno : CATEGORY.bingo);
  } else {
    ids.push(CATEGORY.tv);
  }
  return ids;
}

function build(): CatalogueGame[] {
  const next = random(20261123);
  const games: CatalogueGame[] = [];
  const codes = new Set<string>();
  const names = new Set<string>();
  // Aviator first: the compact menu opens the first result of a search for it (spec §2).
  const spribe = STUDIOS.findIndex((s) => s.name === 'Spribe');
  const add = (lobby: Lobby, title: string, liveKind: LiveFilterKind | null, studioIndex: number, index: number) => {
    const studio = STUDIOS[studioIndex]!;
    let name = title;
    for (let n = 2; names.has(`${studio.name}|${name}`); n += 1) name = `${title} ${n}`;
    names.add(`${studio.name}|${name}`);
    const aggregatorName = studio.via[Math.floor(next() * studio.via.length)]!;
    const aggregator = AGGREGATORS.find((a) => a.name === aggregatorName)!;
    let code = `${slug(studio.name).slice(0, 12)}-${slug(name)}`.slice(0, 70);
    for (let n = 2; codes.has(code); n += 1) code = `${code.replace(/-\d+$/, '')}-${n}`;
    codes.add(code);
    games.push({
      name,
      gameCode: code,
      providerName: aggregator.name,
      studio: studio.name,
      mainProviderId: aggregator.id,
      productId: 100 + studioIndex,
      system: 900 + studioIndex,
      systemCategory: categoriesOf(lobby, name, liveKind, index),
      imageUrl: `/sandbox/img/game/${encodeURIComponent(code)}.png`,
      lobby,
      liveKind,
      foldedName: foldSearch(name),
      folded: foldSearch(`${name} ${studio.name}`),
    });
  };
  add('games', 'Aviator', null, spribe, 0);
  for (const lobby of Object.keys(LOBBY_SIZE) as Lobby[]) {
    const makers = STUDIOS.map((s, i) => ({ s, i })).filter(({ s }) => s.lobbies.includes(lobby));
    titlesFor(lobby, next).forEach(({ name, liveKind }, index) => {
      const maker = name === 'JetX' || name.startsWith('JetX ') ? makers.find(({ s }) => s.name === 'Smartsoft') : makers[Math.floor(next() * makers.length)];
      add(lobby, name, liveKind, maker!.i, index);
    });
  }
  return games;
}

/** The whole catalogue, built once (about 5,050 games; a few milliseconds). */
export const CATALOGUE: readonly CatalogueGame[] = build();
export const GAME_BY_CODE: ReadonlyMap<string, CatalogueGame> = new Map(CATALOGUE.map((game) => [game.gameCode, game]));

const slugKey = (slug: { provider: string; game: string }) => `${slug.provider}/${slug.game}`;
/** Every game by its readable play address (the contract's gameSlug); the first of a clash keeps it. */
const GAME_BY_SLUG: ReadonlyMap<string, CatalogueGame> = (() => {
  const map = new Map<string, CatalogueGame>();
  for (const game of CATALOGUE) {
    const key = slugKey(gameSlug(game));
    if (!map.has(key)) map.set(key, game);
  }
  return map;
})();

/** The game a readable play address names (casino/game), or undefined. */
export const gameBySlug = (slug: { provider: string; game: string }) => GAME_BY_SLUG.get(slugKey(slug));

/** A game as the calls answer it (spec §3 Game plus its studio and lobby, extensions). */
export function publicGame(game: CatalogueGame) {
  return {
    name: game.name,
    gameCode: game.gameCode,
    providerName: game.providerName,
    mainProviderId: game.mainProviderId,
    productId: game.productId,
    system: game.system,
    systemCategory: game.systemCategory,
    imageUrl: game.imageUrl,
    studio: game.studio,
    lobby: game.lobby,
  };
}
