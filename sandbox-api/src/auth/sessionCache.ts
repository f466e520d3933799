import type { Database } from '../db/database';
import { sessionByTokenHash } from './players';
import type { Player } from './players';
import { hashToken } from '../security/tokens';

/** Tables whose rows a cached member is made of: any write to them empties the cache. */
export const SESSION_CACHE_TABLES = ['players', 'sessions', 'bonus_grants'] as const;
const MAX_ENTRIES = 10_000;

/**
 * How long a session lives (docs/security.md "Accounts"): it ends after `idleSeconds` without a
 * member call and `maxSeconds` after the sign-in, whatever happens in between.
 */
export interface SessionLifetime { idleSeconds: number; maxSeconds: number }
export const DEFAULT_SESSION_LIFETIME: SessionLifetime = { idleSeconds: 60 * 60, maxSeconds: 12 * 60 * 60 };
/** A session's last activity is written at most this often (it is kept in memory in between). */
const ACTIVITY_WRITE_MS = 60_000;

interface Life { createdAt: number; lastSeen: number; written: number }

export interface SessionCacheOptions {
  lifetime?: SessionLifetime;
  now?: () => Date;
}

/**
 * The member behind a bearer token, kept in memory between calls (The sandbox under its
 * players: 2,000 members polling `user/balance` every 3 s; on PGlite every query is a trip into
 * the WebAssembly database on the server's only thread, and its allocations made most of the
 * server's GC pauses). The server wraps its database with `watchWrites(db, SESSION_CACHE_TABLES, cache.clear)`,
 * so a deposit, a bet, an operator's balance, a logout or a password change empties it before
 * the next read: a balance is never older than the last write, a revoked token is refused at once.
 *
 * A read that was under way while a write happened is not kept (the generation moved on), so an
 * answer from before a commit cannot outlive it. One cache per server process; several processes on
 * one PostgreSQL empty each other's through hub/fanOut.ts: a write answers once every live instance
 * acknowledged emptying its cache (one silent past a short timeout is dropped from the live set).
 *
 * It also keeps each session's lifetime (sign-in and last activity) apart from the players, so
 * emptying the cache loses no activity. Activity goes to `session_activity`, a table the cache
 * does not watch, at most once a minute: touching a session must not empty the cache for all.
 */
export class SessionCache {
  private readonly players = new Map<string, Player>();
  private readonly lives = new Map<string, Life>();
  private generation = 0;
  private trusted = true;
  /** How often it was emptied and how often it read the database (the load bench reports both). */
  readonly counts = { clears: 0, reads: 0 };
  private readonly lifetime: SessionLifetime;
  private readonly now: () => Date;
  /** Told the token hashes of sessions that ended by expiry (the hub closes their connections). */
  onEnded: (tokenHashes: readonly string[]) => void = () => undefined;

  constructor(options: SessionCacheOptions = {}) {
    this.lifetime = options.lifetime ?? DEFAULT_SESSION_LIFETIME;
    this.now = options.now ?? (() => new Date());
  }

  readonly clear = (): void => {
    this.players.clear();
    this.generation += 1;
    this.counts.clears += 1;
  };

  /**
   * Stops answering from memory until `trust()`: every read goes to the database and nothing is
   * kept. For an instance that can no longer hear the others' writes (its LISTEN connection to
   * PostgreSQL is lost, hub/fanOut.ts): emptying only once it hears again would leave a window in
   * which it answers a balance from before a write, or accepts a token logged out elsewhere.
   */
  readonly distrust = (): void => {
    this.trusted = false;
    this.clear();
  };

  /** Keeps and answers from memory again; a read begun before this is not kept (the generation moves on). */
  readonly trust = (): void => {
    if (this.trusted) return;
    this.clear();
    this.trusted = true;
  };

  /** False between `distrust()` and `trust()`. */
  get trusting(): boolean {
    return this.trusted;
  }

  get size(): number {
    return this.players.size;
  }

  private expired(life: Life, now: number): boolean {
    return now - life.createdAt >= this.lifetime.maxSeconds * 1000 || now - life.lastSeen >= this.lifetime.idleSeconds * 1000;
  }

  /** The member of a live session, or null; a call through here counts as the session's activity. */
  async player(db: Database, token: string): Promise<Player | null> {
    const key = hashToken(token);
    const now = this.now().getTime();
    const hit = this.trusted ? this.players.get(key) : undefined;
    let life = this.lives.get(key);
    let player: Player | null;
    if (hit && life) {
      player = { ...hit };
    } else {
      const generation = this.generation;
      this.counts.reads += 1;
      const session = await sessionByTokenHash(db, key);
      if (!session) return null;
      const { createdAt, lastSeen, ...found } = session;
      life = { createdAt, lastSeen: Math.max(lastSeen, life?.lastSeen ?? 0), written: life?.written ?? lastSeen };
      this.lives.set(key, life);
      if (generation === this.generation && this.trusted) {
        // Oldest first out; 10,000 sessions is far above what one sandbox serves.
        if (this.players.size >= MAX_ENTRIES) this.players.delete(this.players.keys().next().value!);
        this.players.set(key, { ...found });
      }
      // A copy: a handler that changes its player must not change the cache.
      player = { ...found };
    }
    if (this.expired(life, now) && hit) {
      // Another instance on the same database may have served the session since this one last
      // did: its activity is in the database, to within the minute it is written at.
      const stored = await sessionByTokenHash(db, key);
      if (stored) life.lastSeen = Math.max(life.lastSeen, stored.lastSeen);
    }
    if (this.expired(life, now)) {
      await this.end(db, [key]);
      return null;
    }
    life.lastSeen = now;
    if (now - life.written >= ACTIVITY_WRITE_MS) {
      life.written = now;
      await writeActivity(db, key, now);
    }
    return player;
  }

  private async end(db: Database, keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      this.lives.delete(key);
      this.players.delete(key);
    }
    const rows = await db.query<{ hash: string }>(
      'UPDATE sessions SET revoked_at = $2::timestamptz WHERE token_hash = ANY($1) AND revoked_at IS NULL RETURNING token_hash AS hash',
      [keys, this.now().toISOString()],
    );
    if (rows.length) this.onEnded(rows.map((row) => row.hash));
  }

  /**
   * Ends every session past its lifetime (the server runs it every minute): its token is refused,
   * its hub connections close, its row says when it ended. Activity kept in memory is written first.
   */
  async sweep(db: Database): Promise<number> {
    const now = this.now().getTime();
    for (const [key, life] of this.lives) {
      if (life.lastSeen > life.written) {
        life.written = life.lastSeen;
        await writeActivity(db, key, life.lastSeen);
      }
      if (this.expired(life, now)) this.lives.delete(key);
    }
    const rows = await db.query<{ hash: string }>(
      `UPDATE sessions s SET revoked_at = $1::timestamptz
       WHERE s.revoked_at IS NULL AND (s.created_at <= $1::timestamptz - make_interval(secs => $2)
         OR COALESCE((SELECT a.last_seen_at FROM session_activity a WHERE a.token_hash = s.token_hash), s.created_at)
            <= $1::timestamptz - make_interval(secs => $3))
       RETURNING s.token_hash AS hash`,
      [new Date(now).toISOString(), this.lifetime.maxSeconds, this.lifetime.idleSeconds],
    );
    for (const row of rows) this.players.delete(row.hash);
    if (rows.length) this.onEnded(rows.map((row) => row.hash));
    return rows.length;
  }
}

async function writeActivity(db: Database, key: string, at: number): Promise<void> {
  await db.query(
    `INSERT INTO session_activity (token_hash, last_seen_at) VALUES ($1, $2::timestamptz)
     ON CONFLICT (token_hash) DO UPDATE SET last_seen_at = GREATEST(session_activity.last_seen_at, EXCLUDED.last_seen_at)`,
    [key, new Date(at).toISOString()],
  );
}
