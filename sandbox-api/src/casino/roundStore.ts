import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';

type Tx = Pick<Database, 'query'>;

/** What became of a round id asked for by a launch. */
export type RoundState = 'issued' | 'played' | 'void' | 'unknown';

/** A round id as the provider issues it: 16 random bytes, unguessable and unique across all players. */
function newRoundId(): string {
  return `r-${randomBytes(16).toString('base64url')}`;
}

/**
 * The launch's open round: the one already issued and not yet played, or a new one. A launch has
 * at most one open round (a partial unique index), so a client cannot stock up ids to choose from.
 */
export async function openRound(db: Tx, launchId: number): Promise<string> {
  // A racing play may take the open round between the insert and the read: then issue again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [issued] = await db.query<{ roundId: string }>(
      `INSERT INTO casino_rounds (round_id, launch_id) VALUES ($1, $2) ON CONFLICT (launch_id) WHERE state = 'issued' DO NOTHING RETURNING round_id AS "roundId"`,
      [newRoundId(), launchId],
    );
    if (issued) return issued.roundId;
    const [open] = await db.query<{ roundId: string }>(`SELECT round_id AS "roundId" FROM casino_rounds WHERE launch_id = $1 AND state = 'issued'`, [launchId]);
    if (open) return open.roundId;
  }
  throw new Error(`No open round for launch ${launchId}`);
}

/**
 * Takes the round for play with its bet and win, once: only an issued, unplayed round of this
 * launch moves to played. In the round's transaction, so a refused booking puts it back.
 */
export async function claimRound(tx: Tx, launchId: number, roundId: string, bet: string, win: string): Promise<boolean> {
  const claimed = await tx.query(
    `UPDATE casino_rounds SET state = 'played', played_at = now(), bet = $3::numeric, win = $4::numeric
     WHERE round_id = $1 AND launch_id = $2 AND state = 'issued' RETURNING round_id`,
    [roundId, launchId, bet, win],
  );
  return claimed.length === 1;
}

/** Spends an issued round without play (its win could not be booked): it is never drawn again. */
export async function voidRound(db: Tx, launchId: number, roundId: string): Promise<void> {
  await db.query(`UPDATE casino_rounds SET state = 'void', played_at = now() WHERE round_id = $1 AND launch_id = $2 AND state = 'issued'`, [roundId, launchId]);
}

/** Where a round id stands for this launch; another launch's round is 'unknown' to it. */
export async function roundState(db: Tx, launchId: number, roundId: string): Promise<RoundState> {
  const [row] = await db.query<{ state: RoundState }>('SELECT state FROM casino_rounds WHERE round_id = $1 AND launch_id = $2', [roundId, launchId]);
  return row?.state ?? 'unknown';
}
