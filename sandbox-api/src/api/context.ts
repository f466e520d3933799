import type { Database } from '../db/database';
import type { Hub } from '../hub/hub';

/** What every route needs; built once per server. */
export interface ServerContext {
  db: Database;
  hub: Hub;
  now: () => Date;
  /**
   * The provider origin (http://host:port, no trailing slash) where demo providers answer; set
   * once it listens, read at request time (launch addresses, payment links, sportsbook frames).
   */
  providerUrl: string;
}

export interface Player {
  id: number;
  username: string;
  usercode: string;
  email: string;
  name: string;
  surname: string;
  phone: string | null;
  smsVerified: boolean;
  balance: number;
}
