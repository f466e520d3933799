import type { Database } from '../db/database';
import type { Book } from './tokenStore';
import { moneySql } from '../wallet/money';

export type BetStatus = 'placing' | 'open' | 'refused' | 'won' | 'lost';

/** One pick of a slip as recorded: the event, the pick (0 home, 1 draw, 2 away) and its odds then. */
export interface Selection {
  eventId: number;
  pick: 0 | 1 | 2;
  odds: string;
  label: string;
}

export interface BetRow {
  id: number;
  playerId: number;
  username: string;
  book: Book;
  selections: Selection[];
  stake: string;
  totalOdds: string;
  potentialWin: string;
  status: BetStatus;
  language: 'tr' | 'en';
  createdAt: string;
}

const COLUMNS = `b.id, b.player_id AS "playerId", p.username, b.book, b.selections, ${moneySql('b.stake')} AS stake,
  ${moneySql('b.total_odds')} AS "totalOdds", ${moneySql('b.potential_win')} AS "potentialWin", b.status, b.language,
  to_char(b.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt"`;

export interface NewBet {
  playerId: number;
  tokenId: number;
  book: Book;
  selections: Selection[];
  stake: string;
  totalOdds: string;
  potentialWin: string;
  language: 'tr' | 'en';
  idempotencyKey: string;
}

/** Records a slip as 'placing'; null when the player already sent this key (the caller replays). */
export async function insertBet(db: Database, bet: NewBet): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO sports_bets (player_id, token_id, book, selections, stake, total_odds, potential_win, status, language, idempotency_key)
     VALUES ($1, $2, $3, $4::jsonb, $5::numeric, $6::numeric, $7::numeric, 'placing', $8, $9)
     ON CONFLICT (player_id, idempotency_key) DO NOTHING RETURNING id`,
    [bet.playerId, bet.tokenId, bet.book, JSON.stringify(bet.selections), bet.stake, bet.totalOdds, bet.potentialWin, bet.language, bet.idempotencyKey],
  );
  return row?.id ?? null;
}

export async function betByKey(db: Database, playerId: number, key: string): Promise<BetRow | null> {
  const [row] = await db.query<BetRow>(
    `SELECT ${COLUMNS} FROM sports_bets b JOIN players p ON p.id = b.player_id WHERE b.player_id = $1 AND b.idempotency_key = $2`,
    [playerId, key],
  );
  return row ?? null;
}

export async function betById(db: Pick<Database, 'query'>, id: number): Promise<BetRow | null> {
  const [row] = await db.query<BetRow>(`SELECT ${COLUMNS} FROM sports_bets b JOIN players p ON p.id = b.player_id WHERE b.id = $1`, [id]);
  return row ?? null;
}

/** Moves a bet from one of `from` to `to` once (the guard against settling twice); null if it was not there. */
export async function moveBet(db: Pick<Database, 'query'>, id: number, from: readonly BetStatus[], to: BetStatus): Promise<BetRow | null> {
  const settled = to === 'won' || to === 'lost';
  const moved = await db.query<{ id: number }>(
    `UPDATE sports_bets SET status = $3${settled ? ', settled_at = now()' : ''} WHERE id = $1 AND status = ANY($2::text[]) RETURNING id`,
    [id, [...from], to],
  );
  return moved.length > 0 ? betById(db, id) : null;
}

/** Open bets, oldest first, for the operator. */
export async function openBets(db: Database): Promise<BetRow[]> {
  return db.query<BetRow>(`SELECT ${COLUMNS} FROM sports_bets b JOIN players p ON p.id = b.player_id WHERE b.status = 'open' ORDER BY b.id`);
}

/** A player's latest bets, newest first (the sportsbook's "My bets"). */
export async function betsOf(db: Database, playerId: number, take = 10): Promise<BetRow[]> {
  return db.query<BetRow>(
    `SELECT ${COLUMNS} FROM sports_bets b JOIN players p ON p.id = b.player_id
     WHERE b.player_id = $1 AND b.status <> 'placing' AND b.status <> 'refused' ORDER BY b.id DESC LIMIT $2`,
    [playerId, take],
  );
}
