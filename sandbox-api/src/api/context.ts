import type { Database } from '../db/database';
import type { Hub } from '../hub/hub';

/** What every route needs; built once per server. */
export interface ServerContext {
  db: Database;
  hub: Hub;
  /** Where the site is reached, for absolute links in generated content (none today; kept relative). */
  now: () => Date;
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
