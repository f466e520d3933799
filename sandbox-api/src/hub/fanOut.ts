import { randomBytes } from 'node:crypto';
import type { Database, PubSub } from '../db/database';
import type { Hub, HubMessage } from './hub';

/**
 * Several backend instances on one PostgreSQL (nginx in front, `./vitrin start --prod`): a member's
 * hub connection is on one of them, the deposit that concerns them may be confirmed on another.
 * Each instance delivers to its own connections at once and publishes the message for the others
 * through LISTEN/NOTIFY. A NOTIFY payload is limited (8,000 bytes) and a notification's text is
 * not, so the message is a row and the payload only names it: `<row id>:<player id>:<instance>`.
 * An instance reads the row only when it holds a connection of that player.
 *
 * The same channel mechanism tells the other instances to empty their members cache
 * (auth/sessionCache.ts) after a write to the tables it is made of.
 */
export const HUB_FAN_OUT_MIGRATIONS: readonly { id: string; sql: string }[] = [
  {
    id: '080_hub_messages',
    sql: `
      CREATE TABLE hub_messages (
        id BIGSERIAL PRIMARY KEY,
        kind TEXT NOT NULL,
        player_id INTEGER,
        body TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE INDEX hub_messages_created ON hub_messages (created_at)
    `,
  },
];

const HUB_CHANNEL = 'vitrin_hub';
const CACHE_CHANNEL = 'vitrin_cache';
/** Rows are read within milliseconds of their NOTIFY; five minutes is room for a slow instance. */
const KEEP_ROWS_SECONDS = 300;

type Kind = 'notify' | 'drop' | 'close-sessions';
interface Outgoing { kind: Kind; playerId: number | null; body: string }

export interface FanOut {
  /** This process's name in payloads (its own notifications come back to it and are skipped). */
  readonly instance: string;
  /** The hub whose messages also reach the other instances' connections. */
  readonly hub: Hub;
  /** Tells the other instances to empty their members cache; resolves once PostgreSQL took the NOTIFY. */
  invalidate(): Promise<void>;
  /** Deletes rows every instance has long read (the server's minute sweep). */
  sweep(): Promise<void>;
  /** Resolves when what was published so far has been sent (tests, shutdown). */
  flushed(): Promise<void>;
}

export interface FanOutOptions {
  /** The members cache of this process: emptied when another instance wrote its tables. */
  clearCache: () => void;
  onError: (error: unknown) => void;
}

/** Starts listening; `db` must be PostgreSQL's (its pubsub). */
export async function startFanOut(db: Database & { pubsub: PubSub }, local: Hub, options: FanOutOptions): Promise<FanOut> {
  const instance = randomBytes(6).toString('hex');
  const hubChannel = db.pubsub.channel(HUB_CHANNEL);
  const cacheChannel = db.pubsub.channel(CACHE_CHANNEL);

  // Out: one statement per batch of what was published while the last one ran, in order.
  let outgoing: Outgoing[] = [];
  let sending: Promise<void> | null = null;
  const send = async (): Promise<void> => {
    while (outgoing.length > 0) {
      const batch = outgoing;
      outgoing = [];
      await db.query(
        `WITH m AS (
           INSERT INTO hub_messages (kind, player_id, body)
           SELECT * FROM unnest($1::text[], $2::int[], $3::text[])
           RETURNING id, player_id
         )
         SELECT count(pg_notify($4, x.id || ':' || COALESCE(x.player_id::text, '') || ':' || $5))::int AS n
         FROM (SELECT id, player_id FROM m ORDER BY id) x`,
        [batch.map((m) => m.kind), batch.map((m) => m.playerId), batch.map((m) => m.body), hubChannel, instance],
      ).catch(options.onError);
    }
  };
  const publish = (message: Outgoing) => {
    outgoing.push(message);
    sending ??= new Promise<void>((resolve) => setImmediate(resolve)).then(send).finally(() => { sending = null; });
  };

  // In: the rows named by notifications this process has connections for, read in batches, in order.
  let wanted: number[] = [];
  let reading: Promise<void> = Promise.resolve();
  let readScheduled = false;
  const deliver = (kind: string, playerId: number | null, body: string) => {
    if (kind === 'notify' && playerId !== null) local.notify(playerId, JSON.parse(body) as HubMessage);
    else if (kind === 'drop' && playerId !== null) local.drop(playerId);
    else if (kind === 'close-sessions') local.closeSessions(JSON.parse(body) as string[]);
  };
  const read = async () => {
    readScheduled = false;
    const ids = wanted;
    wanted = [];
    if (ids.length === 0) return;
    const rows = await db.query<{ kind: string; playerId: number | null; body: string }>(
      'SELECT kind, player_id AS "playerId", body FROM hub_messages WHERE id = ANY($1::bigint[]) ORDER BY id',
      [ids],
    );
    for (const row of rows) deliver(row.kind, row.playerId, row.body);
  };
  await db.pubsub.listen(HUB_CHANNEL, (payload) => {
    const [id, player, from] = payload.split(':');
    if (from === instance || !id) return;
    // A player's message matters only where that player has a connection; a session list everywhere.
    if (player && local.connectionCount(Number(player)) === 0) return;
    wanted.push(Number(id));
    if (readScheduled) return;
    readScheduled = true;
    reading = reading.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(read).catch(options.onError);
  }, () => undefined);

  // The members cache: any other instance's write to its tables empties it. After a lost
  // connection every notification in between is lost, so it is emptied then as well.
  await db.pubsub.listen(CACHE_CHANNEL, (payload) => {
    if (payload !== instance) options.clearCache();
  }, options.clearCache);
  let inFlight: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const notifyCache = () => db.query('SELECT pg_notify($1, $2)', [cacheChannel, instance]).then(() => undefined, options.onError);
  const invalidate = (): Promise<void> => {
    // A NOTIFY already on its way may have left before this write committed: wait for it, then
    // send one more, shared by every write that finished meanwhile.
    if (!inFlight) {
      inFlight = notifyCache().finally(() => { inFlight = null; });
      return inFlight;
    }
    next ??= inFlight.then(() => {
      next = null;
      return invalidate();
    });
    return next;
  };

  const hub: Hub = {
    notify(playerId, message) {
      publish({ kind: 'notify', playerId, body: JSON.stringify(message) });
      return local.notify(playerId, message);
    },
    connectionCount: (playerId) => local.connectionCount(playerId),
    drop(playerId) {
      // Without a player it is this process shutting down its own connections: nothing to tell.
      if (playerId !== undefined) publish({ kind: 'drop', playerId, body: '' });
      local.drop(playerId);
    },
    closeSessions(tokenHashes) {
      if (tokenHashes.length > 0) publish({ kind: 'close-sessions', playerId: null, body: JSON.stringify(tokenHashes) });
      return local.closeSessions(tokenHashes);
    },
  };

  return {
    instance,
    hub,
    invalidate,
    async sweep() {
      await db.query(`DELETE FROM hub_messages WHERE created_at < now() - make_interval(secs => $1)`, [KEEP_ROWS_SECONDS]);
    },
    async flushed() {
      while (sending) await sending;
    },
  };
}
