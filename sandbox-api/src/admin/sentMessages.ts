import type { ServerContext } from '../http/context';

/** The sandbox's outbox (SMS and e-mails it would have sent), for the operator pages and tests. */
export interface SentMessage { id: number; kind: string; recipient: string; subject: string | null; text: string; createdAt: string; username: string | null }

export async function sentMessages(server: ServerContext): Promise<SentMessage[]> {
  const rows = await server.db.query<Omit<SentMessage, 'createdAt'> & { createdAt: Date | string }>(
    `SELECT m.id, m.kind, m.recipient, m.subject, m.text, m.created_at AS "createdAt", p.username
     FROM sent_messages m LEFT JOIN players p ON p.id = m.player_id ORDER BY m.id DESC LIMIT 200`,
  );
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
}
