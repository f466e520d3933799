import type { Notification } from '@vitrin/contract';
import type { Database } from '../db/database';

interface Row { id: number; title: string; note: string; type: string; typeIsNumber: boolean; isRead: boolean; createdAt: Date | string }

/** Spec §3 timeStamp: UTC with no zone suffix, e.g. 2026-11-21T18:04:05.123. */
export function utcStamp(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  return date.toISOString().replace(/Z$/, '');
}

function toNotification(row: Row): Notification {
  return {
    id: row.id,
    title: row.title,
    note: row.note,
    type: row.typeIsNumber ? Number(row.type) : row.type,
    timeStamp: utcStamp(row.createdAt),
    isRead: row.isRead,
  };
}

const COLUMNS = `id, title, note, type, type_is_number AS "typeIsNumber", is_read AS "isRead", created_at AS "createdAt"`;

export async function listNotifications(db: Database, playerId: number, skip: number, take: number): Promise<Notification[]> {
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS} FROM notifications WHERE player_id = $1 ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT $3`,
    [playerId, skip, take],
  );
  return rows.map(toNotification);
}

/** A type given as digits is stored as the numeric reading (spec §3 second reading). */
export async function addNotification(
  db: Database,
  playerId: number,
  input: { title: string; note: string; type: string | number },
): Promise<Notification> {
  const type = String(input.type);
  const [row] = await db.query<Row>(
    `INSERT INTO notifications (player_id, title, note, type, type_is_number) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
    [playerId, input.title, input.note, type, /^\d+$/.test(type)],
  );
  return toNotification(row!);
}
