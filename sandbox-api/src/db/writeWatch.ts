import type { Database } from './database';

/**
 * Marks a write that changes nothing a watcher keeps: a new session row (no cached member is made of
 * it) or a session's sign-in details (address, user agent). A sign-in writes both; without the mark
 * every sign-in emptied the members cache, and during a login flood 2,000 polling members missed it
 * all the time (the login-burst bench). Use it only where that holds.
 */
export const LEAVES_WATCHED_ROWS = '/* leaves watched rows */';

/**
 * Calls `onWrite` whenever a statement may have changed one of `tables`: anything that names the
 * table and is not a plain SELECT (INSERT, UPDATE, DELETE, a WITH … INSERT, a migration script).
 * Inside a transaction it is called at the statement and again once the transaction has ended,
 * because until the commit other connections (PostgreSQL) still read the old rows.
 *
 * `afterWrite` is awaited once the write is over (committed or not), before its caller goes on: the
 * place to tell other processes on the same database (their caches), so the answer of a write is
 * sent only after they were told.
 *
 * Watching at this one door, not at each writer, is what keeps a cache of those tables honest:
 * the wallet, the operator, a password change and a test's direct UPDATE all pass through here.
 */
export function watchWrites(db: Database, tables: readonly string[], onWrite: () => void, afterWrite: () => Promise<void> = async () => undefined): Database {
  const named = new RegExp(`\\b(?:${tables.join('|')})\\b`, 'i');
  const writes = (sql: string) => named.test(sql) && !/^\s*SELECT\b/i.test(sql) && !sql.includes(LEAVES_WATCHED_ROWS);
  return {
    kind: db.kind,
    async query(sql, params) {
      if (!writes(sql)) return db.query(sql, params);
      onWrite();
      try {
        return await db.query(sql, params);
      } finally {
        onWrite();
        await afterWrite();
      }
    },
    async exec(sql) {
      onWrite();
      try {
        await db.exec(sql);
      } finally {
        onWrite();
        await afterWrite();
      }
    },
    async transaction(fn) {
      let wrote = false;
      try {
        return await db.transaction((tx) => fn({
          query: (sql, params) => {
            if (writes(sql)) {
              wrote = true;
              onWrite();
            }
            return tx.query(sql, params);
          },
        }));
      } finally {
        if (wrote) {
          onWrite();
          await afterWrite();
        }
      }
    },
    close: () => db.close(),
    ...(db.pubsub ? { pubsub: db.pubsub } : {}),
  };
}
