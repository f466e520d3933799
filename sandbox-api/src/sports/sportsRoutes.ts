import type { FastifyInstance } from 'fastify';
import { sportsbookEntry, sportsbookToken } from '@vitrin/contract';
import type { ServerContext } from '../http/context';
import { memberCall, publicCall } from '../http/route';
import { SPORTSBOOK_CID, sportsbookUrls } from './sportsbookSession';
import { issueSportsToken } from './tokenStore';
import { sportsOperatorRoutes } from './operatorRoutes';
import { sportsText } from './sportsMessages';

/** The site's sportsbook calls (extensions sports/entry and sports/token) and the operator routes. */
export function sportsRoutes(app: FastifyInstance, server: ServerContext): void {
  // A guest has no session data (spec §3 gives the addresses at sign-in); spec §6 lets guests browse.
  publicCall(app, sportsbookEntry, async () => ({
    success: true, message: null, data: { betsyCid: SPORTSBOOK_CID, ...sportsbookUrls(server) },
  }));

  // The frame said its token expired: a fresh one of this session, handed over without a reload.
  memberCall(app, server, sportsbookToken, async (input, ctx) => {
    const issued = await issueSportsToken(server.db, ctx.token, input.book);
    return issued
      ? { success: true, message: null, data: issued }
      : { success: false, message: sportsText(ctx.locale, 'token.expired'), data: null };
  });

  // The old site-origin address (the live TV site option): the sportsbook answers on the provider
  // origin only, so its script never runs on the site's origin (security rule).
  app.get<{ Querystring: { view?: string; lang?: string } }>('/sandbox/sportsbook', async (request, reply) => {
    const view = ['spor', 'livespor', 'esports'].includes(request.query.view ?? '') ? request.query.view! : 'spor';
    const lang = request.query.lang === 'en' ? 'en' : 'tr';
    return reply.header('cache-control', 'no-cache').redirect(`${sportsbookUrls(server).betsyUrl}?view=${view}&lang=${lang}`, 302);
  });

  sportsOperatorRoutes(app, server);
}
