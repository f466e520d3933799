import type { ReportFailuresRequest } from '@vitrin/contract';
import type { Database } from '../db/database';

/**
 * Failure telemetry, one table per UTC day (`telemetry_20261126`): a day is dropped whole when it is
 * no longer wanted, and a day's rows are few enough to count without an index of their own. A row
 * is one remote version a page ran (`kind` 'load') or one failure of it.
 */
const TABLE_PREFIX = 'telemetry_';

function tableOf(at: Date): string {
  return `${TABLE_PREFIX}${at.toISOString().slice(0, 10).replaceAll('-', '')}`;
}

export interface VersionHour {
  /** Start of the hour, ISO. */
  hour: string;
  remote: string;
  version: string;
  canary: boolean;
  /** Pages that ran the version. */
  loads: number;
  /** Of those, pages with at least one failure of it. */
  failedPages: number;
  failures: number;
}

interface VersionHealth {
  version: string;
  loads: number;
  failedPages: number;
}

export function telemetryStore(db: Pick<Database, 'query' | 'exec'>) {
  const created = new Set<string>();

  const ensureTable = async (table: string) => {
    if (created.has(table)) return;
    await db.exec(`CREATE TABLE IF NOT EXISTS ${table} (
      at TIMESTAMPTZ NOT NULL, page TEXT NOT NULL, remote TEXT NOT NULL, version TEXT NOT NULL,
      canary BOOLEAN NOT NULL, kind TEXT NOT NULL, phase TEXT
    )`);
    created.add(table);
  };

  /** The day tables that exist between two instants (inclusive), oldest first. */
  const tablesBetween = async (from: Date, to: Date): Promise<string[]> => {
    const rows = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name LIKE 'telemetry\\_%'`,
    );
    const first = tableOf(from);
    const last = tableOf(to);
    return rows.map((row) => row.table_name).filter((name) => /^telemetry_\d{8}$/.test(name) && name >= first && name <= last).sort();
  };

  return {
    async record(report: ReportFailuresRequest, at: Date): Promise<void> {
      const table = tableOf(at);
      await ensureTable(table);
      const canary = new Map(report.ran.map((line) => [`${line.remote}@${line.version}`, line.canary]));
      const rows: unknown[][] = [
        ...report.ran.map((line) => [line.remote, line.version, line.canary, 'load', null]),
        ...report.failures.map((f) => [f.remote, f.version, canary.get(`${f.remote}@${f.version}`) ?? false, f.kind, f.phase ?? null]),
      ];
      if (rows.length === 0) return;
      const values = rows.map((_, i) => `($1, $2, $${3 + i * 5}, $${4 + i * 5}, $${5 + i * 5}, $${6 + i * 5}, $${7 + i * 5})`).join(', ');
      await db.query(`INSERT INTO ${table} (at, page, remote, version, canary, kind, phase) VALUES ${values}`, [at.toISOString(), report.page, ...rows.flat()]);
    },

    /** Failures per remote version per hour since `from`, newest hour first. */
    async perHour(from: Date, to: Date): Promise<VersionHour[]> {
      const out: VersionHour[] = [];
      for (const table of await tablesBetween(from, to)) {
        const rows = await db.query<{ hour: Date | string; remote: string; version: string; canary: boolean; loads: number | string; failed_pages: number | string; failures: number | string }>(
          `SELECT date_trunc('hour', at) AS hour, remote, version, bool_or(canary) AS canary,
             COUNT(DISTINCT page) FILTER (WHERE kind = 'load') AS loads,
             COUNT(DISTINCT page) FILTER (WHERE kind <> 'load') AS failed_pages,
             COUNT(*) FILTER (WHERE kind <> 'load') AS failures
           FROM ${table} WHERE at >= $1 AND at <= $2 GROUP BY 1, 2, 3`,
          [from.toISOString(), to.toISOString()],
        );
        for (const row of rows) {
          out.push({
            hour: new Date(row.hour).toISOString(), remote: row.remote, version: row.version, canary: row.canary,
            loads: Number(row.loads), failedPages: Number(row.failed_pages), failures: Number(row.failures),
          });
        }
      }
      return out.sort((a, b) => b.hour.localeCompare(a.hour) || a.remote.localeCompare(b.remote) || a.version.localeCompare(b.version));
    },

    /** Page loads and failed pages of each version of one remote since `from`. */
    async health(remote: string, from: Date, to: Date): Promise<Map<string, VersionHealth>> {
      const out = new Map<string, VersionHealth>();
      for (const table of await tablesBetween(from, to)) {
        const rows = await db.query<{ version: string; loads: number | string; failed_pages: number | string }>(
          `SELECT version, COUNT(DISTINCT page) FILTER (WHERE kind = 'load') AS loads,
             COUNT(DISTINCT page) FILTER (WHERE kind <> 'load') AS failed_pages
           FROM ${table} WHERE remote = $1 AND at >= $2 AND at <= $3 GROUP BY version`,
          [remote, from.toISOString(), to.toISOString()],
        );
        for (const row of rows) {
          const known = out.get(row.version) ?? { version: row.version, loads: 0, failedPages: 0 };
          out.set(row.version, { version: row.version, loads: known.loads + Number(row.loads), failedPages: known.failedPages + Number(row.failed_pages) });
        }
      }
      return out;
    },
  };
}

export type TelemetryStore = ReturnType<typeof telemetryStore>;
