import type { Database } from '../db/database';
import { playerByToken } from './players';
import type { Player } from './players';
import { hashToken } from '../security/tokens';

/** Tables whose rows a cached member is made of: any write to them empties the cache. */
export const SESSION_CACHE_TABLES = ['players', 'sessions'] as const;
const MAX_ENTRIES = 10_000;

/**
 * The member behind a bearer token, kept in memory between calls (issue 14 "The sandbox under its
 * players": 2,000 members polling `user/balance` every 3 s; on PGlite every query is a trip into
 * the WebAssembly database on the server's only thread, and its allocations made most of the
 * server's GC pauses). The server wraps its database with `watchWrites(db, SESSION_CACHE_TABLES, cache.clear)`,
 * so a deposit, a bet, an operator's balance, a logout or a password change empties it before
 * the next read: a balance is never older than the last write, a revoked token is refused at once.
 *
 * A read that was under way while a write happened is not kept (the generation moved on), so an
 * answer from before a commit cannot outlive it. One cache per server process: the sandbox is one
 * process per database.
 */
export class SessionCache {
  private readonly players = new Map<string, Player>();
  private generation = 0;

  readonly clear = (): void => {
    this.players.clear();
    this.generation += 1;
  };

  get size(): number {
    return this.players.size;
  }

  async player(db: Database, token: string): Promise<Player | null> {
    const key = hashToken(token);
    const hit = this.players.get(key);
    // A copy: a handler that changes its player must not change the cache.
    if (hit) return { ...hit };
    const generation = this.generation;
    const player = await playerByToken(db, token);
    if (player && generation === this.generation) {
      // Oldest first out; 10,000 sessions is far above what one sandbox serves.
      if (this.players.size >= MAX_ENTRIES) this.players.delete(this.players.keys().next().value!);
      this.players.set(key, { ...player });
    }
    return player;
  }
}
