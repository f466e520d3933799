import type { Database } from '../db/database';
import { moneySql } from '../wallet/money';

/** The member's own details for /dashboard/account (customer/details extension). */
export async function accountDetailsOf(db: Database, playerId: number) {
  const [row] = await db.query<{
    name: string; surname: string; username: string; usercode: string; email: string; phone: string | null;
    smsVerified: boolean; birthDate: string | null; country: string | null; balance: string; createdAt: string;
  }>(
    `SELECT p.name, p.surname, p.username, p.usercode, p.email, p.phone, p.sms_verified AS "smsVerified",
       p.birth_date AS "birthDate", c.name AS country, ${moneySql('p.balance')} AS balance,
       to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt"
     FROM players p LEFT JOIN countries c ON c.id = p.country_id WHERE p.id = $1`,
    [playerId],
  );
  return row ?? null;
}
