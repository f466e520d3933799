/** The demo sportsbook's views (spec §2 routes /spor, /livespor, /esports). */
export type SportsView = 'spor' | 'livespor' | 'esports';

/** One event as the catalogue knows it: fixed names, base odds in hundredths (no floats). */
interface CatalogueEvent {
  id: number;
  view: SportsView;
  league: string;
  home: string;
  away: string;
  /** Kick-off for pre-match and e-sports, as HH:MM; live events run their own clock. */
  time: string;
  /** 1, X, 2 in hundredths; null where the sport has no draw. */
  odds: [number, number | null, number];
  /** Live events: the minutes at which home and away score in each cycle of the match clock. */
  goals?: { home: number[]; away: number[] };
}

const CATALOGUE: readonly CatalogueEvent[] = [
  { id: 101, view: 'spor', league: 'Süper Lig', home: 'Galatasaray', away: 'Fenerbahçe', time: '20:00', odds: [215, 340, 310] },
  { id: 102, view: 'spor', league: 'Süper Lig', home: 'Beşiktaş', away: 'Trabzonspor', time: '19:00', odds: [195, 350, 375] },
  { id: 103, view: 'spor', league: 'Premier League', home: 'Arsenal', away: 'Liverpool', time: '18:30', odds: [240, 330, 285] },
  { id: 104, view: 'spor', league: 'La Liga', home: 'Real Madrid', away: 'Barcelona', time: '22:00', odds: [220, 360, 300] },
  { id: 105, view: 'spor', league: 'EuroLeague', home: 'Anadolu Efes', away: 'Fenerbahçe Beko', time: '20:45', odds: [185, null, 195] },
  { id: 201, view: 'livespor', league: 'Süper Lig', home: 'Başakşehir', away: 'Samsunspor', time: '', odds: [290, 260, 320], goals: { home: [12, 58], away: [33] } },
  { id: 202, view: 'livespor', league: 'Serie A', home: 'Inter', away: 'Milan', time: '', odds: [310, 300, 235], goals: { home: [71], away: [9, 44] } },
  { id: 203, view: 'livespor', league: 'NBA', home: 'Celtics', away: 'Lakers', time: '', odds: [170, null, 210], goals: { home: [5, 20, 41, 66], away: [14, 37, 80] } },
  { id: 301, view: 'esports', league: 'CS2 · BLAST', home: 'NAVI', away: 'FaZe', time: '17:00', odds: [180, null, 195] },
  { id: 302, view: 'esports', league: 'LoL · LEC', home: 'G2', away: 'Fnatic', time: '19:00', odds: [155, null, 240] },
  { id: 303, view: 'esports', league: 'Dota 2 · TI', home: 'Team Spirit', away: 'Gaimin Gladiators', time: '21:00', odds: [205, null, 175] },
];

/** An event as the sportsbook shows it now: odds as decimal text ("2.15"), a live score and minute. */
export type SportsEvent = Omit<CatalogueEvent, 'odds' | 'goals'> & {
  /** 1, X, 2; null where there is no draw. */
  odds: [string, string | null, string];
  live: { minute: number; home: number; away: number } | null;
};

/** A live match minute lasts this long, so the demo's scores visibly move. */
export const LIVE_MINUTE_MS = 10_000;
/** Live odds move on this beat. */
export const ODDS_TICK_MS = 5_000;

const decimal = (hundredths: number) => `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;

/** Live odds wander up to ±8 % around the base on every tick, never below 1.01 (integer hundredths). */
function moved(base: number, eventId: number, pick: number, now: number): number {
  const tick = Math.floor(now / ODDS_TICK_MS);
  const wobble = ((tick * 7 + eventId * 13 + pick * 5) % 17) - 8;
  return Math.max(101, Math.round((base * (100 + wobble)) / 100));
}

function present(event: CatalogueEvent, now: number): SportsEvent {
  if (!event.goals) {
    const odds = event.odds.map((o) => (o === null ? null : decimal(o))) as SportsEvent['odds'];
    return { id: event.id, view: event.view, league: event.league, home: event.home, away: event.away, time: event.time, odds, live: null };
  }
  // The match clock runs 1..90 and starts again (a new match): scores only ever grow within a match.
  const minute = ((Math.floor(now / LIVE_MINUTE_MS) + event.id) % 90) + 1;
  const score = (minutes: number[]) => minutes.filter((m) => m < minute).length;
  const odds = event.odds.map((o, pick) => (o === null ? null : decimal(moved(o, event.id, pick, now)))) as SportsEvent['odds'];
  return {
    id: event.id, view: event.view, league: event.league, home: event.home, away: event.away, time: `${minute}'`, odds,
    live: { minute, home: score(event.goals.home), away: score(event.goals.away) },
  };
}

/** The events of a view as they stand at `now`. */
export function eventsOf(view: SportsView, now: number): SportsEvent[] {
  return CATALOGUE.filter((event) => event.view === view).map((event) => present(event, now));
}

/** One event as it stands at `now`, or null. */
export function eventById(id: number, now: number): SportsEvent | null {
  const event = CATALOGUE.find((e) => e.id === id);
  return event ? present(event, now) : null;
}

/** Which sportsbook takes a view's bets: e-sports is betco's, the rest betsy's (spec §3). */
export function bookOfView(view: SportsView): 'betsy' | 'betco' {
  return view === 'esports' ? 'betco' : 'betsy';
}
