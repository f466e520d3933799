import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/context';
import { seedBonuses } from './bonusStore';
import { seedDemoHistory } from './demoHistory';
import { pageRoutes } from './pageRoutes';
import { profileRoutes } from './profileRoutes';

/**
 * The member area's calls: details, password, sessions, histories and bonuses. The
 * bonus offers are reference data, upserted when the server gets ready (like the content pages);
 * the demo member's history is booked once.
 */
export function accountPages(app: FastifyInstance, server: ServerContext): void {
  profileRoutes(app, server);
  pageRoutes(app, server);
  app.addHook('onReady', async () => {
    await seedBonuses(server.db);
    await seedDemoHistory(server.db);
  });
}
