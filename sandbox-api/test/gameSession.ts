/** A demo game page as its frame gets it: the game session's token and the round the provider issued. */
export interface GamePage {
  status: number;
  html: string;
  /** Null on the provider's error page (a spent, expired or unknown launch code). */
  session: { token: string; round: string } | null;
}

/** Opens a launch address as the game's frame does, which spends its one-time code. */
export async function openGamePage(address: string): Promise<GamePage> {
  const response = await fetch(address);
  const html = await response.text();
  const config = /<script type="application\/json" id="config">(.*?)<\/script>/s.exec(html)?.[1];
  const parsed = config ? (JSON.parse(config) as { token: string; round: string }) : null;
  return { status: response.status, html, session: parsed ? { token: parsed.token, round: parsed.round } : null };
}

export interface RoundAnswer {
  status: number;
  body: { ok: boolean; reason?: string; balance?: string; win?: string; bet?: string; roundId?: string; next?: string };
}

/** One round as the game page plays it: POST /casino/api/round on the provider origin. */
export async function playGameRound(providerUrl: string, token: string, bet: string, roundId: string): Promise<RoundAnswer> {
  const response = await fetch(`${providerUrl}/casino/api/round`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, bet, roundId }),
  });
  return { status: response.status, body: (await response.json()) as RoundAnswer['body'] };
}
