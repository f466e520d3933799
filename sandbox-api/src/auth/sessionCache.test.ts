import type { Database } from '../db/database';
import { LEAVES_WATCHED_ROWS, watchWrites } from '../db/writeWatch';
import { SessionCache, SESSION_CACHE_TABLES } from './sessionCache';

/** A stand-in database: one player row per token hash, and a way to hold a read in flight. */
function fakeDatabase() {
  const state = { balance: '10.00', reads: 0, gate: null as Promise<void> | null };
  const db: Database = {
    kind: 'pglite',
    async query<T>(sql: string) {
      if (/^\s*SELECT/i.test(sql)) {
        state.reads += 1;
        const balance = state.balance;
        if (state.gate) await state.gate;
        return [{ id: 1, username: 'u', usercode: '1', email: 'e', name: 'n', surname: 's', phone: null, smsVerified: false, balance }] as T[];
      }
      const match = /balance = (\d+)/.exec(sql);
      if (match) state.balance = `${match[1]}.00`;
      return [] as T[];
    },
    exec: async () => undefined,
    transaction: async (fn) => fn({ query: (sql, params) => db.query(sql, params) }),
    close: async () => undefined,
  };
  return { db, state };
}

function setup() {
  const { db: raw, state } = fakeDatabase();
  const cache = new SessionCache();
  const db = watchWrites(raw, SESSION_CACHE_TABLES, cache.clear);
  return { db, cache, state };
}

test('a second read is answered from memory; a write to players empties the cache', async () => {
  const { db, cache, state } = setup();
  expect((await cache.player(db, 'token'))?.balance).toBe('10.00');
  expect((await cache.player(db, 'token'))?.balance).toBe('10.00');
  expect(state.reads).toBe(1);
  await db.query('UPDATE players SET balance = 20 WHERE id = 1');
  expect((await cache.player(db, 'token'))?.balance).toBe('20.00');
  expect(state.reads).toBe(2);
});

test('reads and writes of other tables keep the cache; a transaction writing players empties it after the commit too', async () => {
  const { db, cache } = setup();
  await cache.player(db, 'token');
  await db.query('SELECT * FROM players');
  await db.query('INSERT INTO notifications (player_id) VALUES (1)');
  expect(cache.size).toBe(1);
  await db.transaction(async (tx) => {
    await tx.query('UPDATE players SET balance = 30 WHERE id = 1');
    // A read inside the transaction's lifetime (another connection on PostgreSQL) is not kept.
    await cache.player(db, 'token');
  });
  expect(cache.size).toBe(0);
  expect((await cache.player(db, 'token'))?.balance).toBe('30.00');
});

test('a read that was under way while a write happened is not kept', async () => {
  const { db, cache, state } = setup();
  let open!: () => void;
  state.gate = new Promise((resolve) => { open = resolve; });
  const reading = cache.player(db, 'token');
  await db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1', ['x']);
  state.gate = null;
  open();
  await reading;
  expect(cache.size).toBe(0);
});

test('distrusted, it empties itself and reads every call from the database until trusted again; a read under way then is not kept', async () => {
  const { db, cache, state } = setup();
  await cache.player(db, 'token');
  cache.distrust();
  expect(cache.size).toBe(0);
  // A write it did not hear of (another instance's, its notification lost) is seen at once.
  state.balance = '40.00';
  expect((await cache.player(db, 'token'))?.balance).toBe('40.00');
  expect((await cache.player(db, 'token'))?.balance).toBe('40.00');
  expect(state.reads).toBe(3);
  expect(cache.size).toBe(0);
  let open!: () => void;
  state.gate = new Promise((resolve) => { open = resolve; });
  const reading = cache.player(db, 'token');
  cache.trust();
  state.gate = null;
  open();
  await reading;
  expect(cache.size).toBe(0);
  await cache.player(db, 'token');
  await cache.player(db, 'token');
  expect(state.reads).toBe(5);
  expect(cache.size).toBe(1);
});

test('a handler that changes its player does not change the cache', async () => {
  const { db, cache } = setup();
  const first = await cache.player(db, 'token');
  first!.balance = '999.00';
  expect((await cache.player(db, 'token'))?.balance).toBe('10.00');
});

test('a sign-in\'s writes (a new session row, its sign-in details) keep the cache; other writes to sessions empty it', async () => {
  const { db, cache } = setup();
  await cache.player(db, 'token');
  await db.query(`${LEAVES_WATCHED_ROWS} INSERT INTO sessions (player_id, token_hash) VALUES (1, 'other')`);
  await db.query(`${LEAVES_WATCHED_ROWS} UPDATE sessions SET ip = '10.0.0.1' WHERE token_hash = 'other'`);
  await db.query('SELECT 1 FROM known_devices d JOIN players p ON p.id = d.player_id');
  expect(cache.size).toBe(1);
  await db.query(`UPDATE sessions SET revoked_at = now() WHERE token_hash = 'other'`);
  expect(cache.size).toBe(0);
});
