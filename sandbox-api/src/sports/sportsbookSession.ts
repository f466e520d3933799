import type { ServerContext } from '../http/context';
import { issueSportsToken } from './tokenStore';

/** The client id the demo sportsbook knows Vitrin by (spec §3 betsyCid). */
export const SPORTSBOOK_CID = 'vitrin-demo';

/** The demo sportsbook's address on the provider origin; betco is the same book's e-sports side. */
export function sportsbookUrls(server: Pick<ServerContext, 'providerUrl'>): { betsyUrl: string; betcoUrl: string } {
  return { betsyUrl: `${server.providerUrl}/sportsbook`, betcoUrl: `${server.providerUrl}/sportsbook?book=betco` };
}

/**
 * The sportsbook part of the spec §3 session data: the addresses, the client id, and two random
 * tokens of this session (never derived from the user code).
 */
export async function sportsbookSessionData(server: ServerContext, sessionToken: string) {
  const [betsy, betco] = await Promise.all([
    issueSportsToken(server.db, sessionToken, 'betsy'),
    issueSportsToken(server.db, sessionToken, 'betco'),
  ]);
  return { betsyCid: SPORTSBOOK_CID, ...sportsbookUrls(server), betsyToken: betsy?.token ?? null, betcoToken: betco?.token ?? null };
}
