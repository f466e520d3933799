import type { Database } from '../db/database';
import type { Hub } from '../hub/hub';
import type { SessionCache } from '../auth/sessionCache';
import type { WorkGate } from '../security/workGate';

/** What every route needs; built once per server. */
export interface ServerContext {
  db: Database;
  hub: Hub;
  /** The member behind a token, cached until the next write to players or sessions. */
  sessions: SessionCache;
  now: () => Date;
  /**
   * The provider origin (http://host:port, no trailing slash) where demo providers answer; set
   * once it listens, read at request time (launch addresses, payment links, sportsbook frames).
   */
  providerUrl: string;
  /**
   * The site's own origins (http://host:port, no path), set once it listens: the only parents the
   * provider pages accept (frame-ancestors, postMessage checks). Never read from a request.
   */
  siteOrigins: readonly string[];
  /** The bound on password hashing (login, register, password changes): 503 beyond it. */
  passwordWork: WorkGate;
}

// The player lives with its store (players.ts), which needs nothing from here: no import circle.
export type { Player } from '../auth/players';
