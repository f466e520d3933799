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
 * (auth/sessionCache.ts) after a write to the tables it is made of, and waits until they did: see
 * `invalidate` below.
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
  {
    // The instances whose members cache a write must see emptied before it answers (`invalidate`).
    id: '081_cache_listeners',
    sql: `
      CREATE TABLE cache_listeners (
        instance TEXT PRIMARY KEY,
        seen_at TIMESTAMPTZ NOT NULL DEFAULT now()
      )
    `,
  },
];

const HUB_CHANNEL = 'vitrin_hub';
const CACHE_CHANNEL = 'vitrin_cache';
/** Rows are read within milliseconds of their NOTIFY; five minutes is room for a slow instance. */
const KEEP_ROWS_SECONDS = 300;
/** How long a write waits for another instance to say it emptied its cache before dropping it. */
export const DEFAULT_CACHE_ACK_TIMEOUT_MS = 1000;
/** Each instance marks itself live this often; a row not marked for LIVE_SECONDS is not waited for. */
const HEARTBEAT_MS = 10_000;
const LIVE_SECONDS = 30;

type Kind = 'notify' | 'drop' | 'close-sessions';
interface Outgoing { kind: Kind; playerId: number | null; body: string }

export interface FanOut {
  /** This process's name in payloads (its own notifications come back to it and are skipped). */
  readonly instance: string;
  /** The hub whose messages also reach the other instances' connections. */
  readonly hub: Hub;
  /**
   * Tells the other instances to empty their members cache; resolves once every live one said it
   * did, or after the acknowledgement timeout (the silent ones are then dropped from the live set).
   */
  invalidate(): Promise<void>;
  /** Deletes rows every instance has long read (the server's minute sweep). */
  sweep(): Promise<void>;
  /** Resolves when what was published so far has been sent (tests, shutdown). */
  flushed(): Promise<void>;
  /** Leaves the live set (shutdown): the others stop waiting for this instance at once. */
  stop(): Promise<void>;
}

/** The members cache of this process (auth/sessionCache.ts), as the fan-out drives it. */
export interface MembersCache {
  /** Another instance wrote its tables. */
  clear(): void;
  /** This instance no longer hears the others' writes: answer nothing from memory. */
  distrust(): void;
  /** It hears them again and is in the live set: memory may answer again. */
  trust(): void;
}

export interface FanOutOptions {
  cache: MembersCache;
  onError: (error: unknown) => void;
  /** How long `invalidate` waits for an instance's acknowledgement; default DEFAULT_CACHE_ACK_TIMEOUT_MS. */
  ackTimeoutMs?: number;
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
  }, { onLost: () => undefined, onReconnect: () => undefined });

  // The members cache. A write through this instance must not answer before every other instance
  // emptied its cache: PostgreSQL taking the NOTIFY is not enough, the other instance's backend and
  // node process must still be scheduled to read it, and under load a read there in between answers
  // from before the write (a balance behind, a logged-out token accepted). So each instance
  // acknowledges a request (`<from>:<seq>`) once it emptied its cache, with `ack:<to>:<seq>:<me>`
  // (acknowledging `seq` covers every earlier request of `to`: notifications arrive in order), and
  // `invalidate` waits for the acknowledgements of the live instances.
  //
  // The live set is the `cache_listeners` table, read by the request's own statement (one round
  // trip): an instance inserts its row only once it LISTENs, so whoever sees the row reaches it, and
  // one that inserts later read nothing from before (it begins to serve after). A table rather than
  // a registration handshake, because a handshake's reply is itself asynchronous: a write right
  // after an instance started might not know of it yet.
  //
  // A dead instance (crashed, its connection gone) would stall every write: an instance silent for
  // `ackTimeoutMs` is deleted from the table and the write answers anyway. If it was only slow, it
  // still empties its cache when the request reaches it; its heartbeat puts its row back and empties
  // its cache once more. So the guarantee is bounded by the timeout, not unconditional.
  //
  // A lost LISTEN connection: from that moment the others' writes do not reach this instance (they
  // wait for it in vain, then drop it from the live set), so its cache is emptied and bypassed at
  // once, not when the connection is back: until it LISTENs again and its row is back, every read
  // goes to the database.
  const ackTimeoutMs = options.ackTimeoutMs ?? DEFAULT_CACHE_ACK_TIMEOUT_MS;
  let seq = 0;
  /** The highest request of this instance each other instance acknowledged (an ack may beat the request's own answer). */
  const acknowledged = new Map<string, number>();
  const waits = new Set<{ seq: number; from: Set<string>; done: () => void }>();
  const onAck = (from: string, upTo: number) => {
    acknowledged.set(from, Math.max(acknowledged.get(from) ?? 0, upTo));
    for (const wait of waits) if (wait.seq <= upTo && wait.from.delete(from) && wait.from.size === 0) wait.done();
  };
  // Acknowledgements out: every request read in one turn, one statement, on the listening connection.
  const toAck = new Map<string, number>();
  let acking: Promise<void> | null = null;
  const sendAcks = async () => {
    while (toAck.size > 0) {
      const payloads = [...toAck].map(([to, upTo]) => `ack:${to}:${upTo}:${instance}`);
      toAck.clear();
      await cache.notify(payloads).catch(options.onError);
    }
  };
  const register = async (): Promise<boolean> => {
    const [row] = await db.query<{ fresh: boolean }>(
      `INSERT INTO cache_listeners (instance) VALUES ($1)
       ON CONFLICT (instance) DO UPDATE SET seen_at = now()
       RETURNING (xmax = 0) AS fresh`,
      [instance],
    );
    return row?.fresh ?? false;
  };
  let listening = true;
  const cache = await db.pubsub.listen(CACHE_CHANNEL, (payload) => {
    const parts = payload.split(':');
    if (parts[0] === 'ack') {
      if (parts[1] === instance && parts[3]) onAck(parts[3], Number(parts[2]));
      return;
    }
    const [from, upTo] = parts;
    if (!from || from === instance) return;
    options.cache.clear();
    if (upTo === undefined) return;
    toAck.set(from, Math.max(toAck.get(from) ?? 0, Number(upTo)));
    acking ??= Promise.resolve().then(sendAcks).finally(() => { acking = null; });
  }, {
    onLost: () => {
      listening = false;
      options.cache.distrust();
    },
    onReconnect: () => {
      listening = true;
      // Trusted again once its row is back too (written now, or by the next heartbeat if this fails).
      register().then(() => { if (listening) options.cache.trust(); }, options.onError);
    },
  });
  await register();
  const heartbeat = setInterval(() => {
    register().then((fresh) => {
      // Its row was gone (another instance stopped waiting for this one): requests may have been
      // missed meanwhile, so nothing kept is trusted.
      if (fresh) options.cache.clear();
      if (listening) options.cache.trust();
    }, options.onError);
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const waitForAcks = (mine: number, live: readonly string[]): Promise<void> => {
    const from = new Set(live.filter((other) => (acknowledged.get(other) ?? 0) < mine));
    if (from.size === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const wait = { seq: mine, from, done: () => { clearTimeout(timer); waits.delete(wait); resolve(); } };
      const timer = setTimeout(() => {
        waits.delete(wait);
        const silent = [...wait.from];
        options.onError(new Error(`No cache acknowledgement from instance ${silent.join(', ')} within ${ackTimeoutMs} ms: dropped from the live set`));
        db.query('DELETE FROM cache_listeners WHERE instance = ANY($1::text[])', [silent]).then(() => resolve(), (error: unknown) => {
          options.onError(error);
          resolve();
        });
      }, ackTimeoutMs);
      waits.add(wait);
    });
  };
  /** Sends one request; what it holds is the wait for its acknowledgements, shared by every write it covers. */
  const request = async (): Promise<{ acked: Promise<void> }> => {
    seq += 1;
    const mine = seq;
    const [row] = await db.query<{ live: string[] }>(
      `SELECT ARRAY(SELECT instance FROM cache_listeners
                    WHERE instance <> $3 AND seen_at > now() - make_interval(secs => $4)) AS live,
              pg_notify($1, $2) AS sent`,
      [cacheChannel, `${instance}:${mine}`, instance, LIVE_SECONDS],
    );
    return { acked: waitForAcks(mine, row?.live ?? []) };
  };
  let inFlight: Promise<{ acked: Promise<void> }> | null = null;
  let next: Promise<{ acked: Promise<void> }> | null = null;
  const sendRequest = (): Promise<{ acked: Promise<void> }> => {
    // A request already on its way may have left before this write committed: wait for it, then
    // send one more, shared by every write that finished meanwhile. Only the statements queue; the
    // acknowledgements of one request are awaited beside the next.
    if (!inFlight) {
      inFlight = request().finally(() => { inFlight = null; });
      return inFlight;
    }
    next ??= inFlight.catch(() => undefined).then(() => {
      next = null;
      return sendRequest();
    });
    return next;
  };
  const invalidate = (): Promise<void> => sendRequest().then((sent) => sent.acked, options.onError);

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
    async stop() {
      clearInterval(heartbeat);
      for (const wait of [...waits]) wait.done();
      await db.query('DELETE FROM cache_listeners WHERE instance = $1', [instance]).catch(options.onError);
    },
  };
}
