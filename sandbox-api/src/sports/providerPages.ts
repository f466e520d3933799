import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { ServerContext } from '../http/context';
import { bearerOf } from '../security/bearer';
import { localeOf } from '../i18n/locale';
import { balanceOf } from '../wallet/walletStore';
import { playerById } from '../auth/players';
import { betsOf } from './betStore';
import { eventsOf, type SportsView } from './eventCatalogue';
import { placeBet } from './placeBet';
import { sportsbookPage } from './sportsbookPage';
import { sportsText } from './sportsMessages';
import { sportsTokenOwner } from './tokenStore';

const VIEWS: readonly SportsView[] = ['spor', 'livespor', 'esports'];
const viewOf = (value: unknown): SportsView => (VIEWS.includes(value as SportsView) ? (value as SportsView) : 'spor');

const slipSchema = v.object({
  selections: v.pipe(v.array(v.object({ eventId: v.pipe(v.number(), v.integer()), pick: v.pipe(v.number(), v.integer()) })), v.maxLength(20)),
  stake: v.pipe(v.string(), v.maxLength(20)),
  key: v.pipe(v.string(), v.minLength(8), v.maxLength(100)),
});

/**
 * The demo sportsbook on the provider origin: the page, its events (live odds and
 * scores move), the member's account and bets — each member endpoint bound to a sportsbook token
 * (`Authorization: Bearer`, handed to the page by the site's postMessage); an unknown, expired or
 * logged-out token answers 401, on which the page asks the site for a fresh one (frame message
 * `token-expired`).
 */
export function sportsProviderPages(origin: FastifyInstance, server: ServerContext): void {
  origin.register(async (app) => {
    app.addHook('onSend', async (_request, reply) => { reply.header('cache-control', 'no-store'); });

    const ownerOf = async (request: FastifyRequest) => {
      const token = bearerOf(request.headers.authorization);
      return token ? sportsTokenOwner(server.db, token) : null;
    };

    app.get<{ Querystring: Record<string, string | undefined> }>('/sportsbook', async (request, reply) => {
      const q = request.query;
      const page = typeof q.page === 'string' && /^[\w/-]{0,120}$/.test(q.page) ? q.page : '';
      // betco is the e-sports book: its address carries book=betco, whatever view is asked. A
      // token in the address is ignored: tokens reach the page only by message from the site.
      const view = q.book === 'betco' ? 'esports' : viewOf(q.view);
      return reply.type('text/html; charset=utf-8').send(sportsbookPage({ view, lang: q.lang === 'en' ? 'en' : 'tr', sites: server.siteOrigins, nav: q.nav !== '0', page }));
    });

    app.get<{ Querystring: { view?: string } }>('/sportsbook/events', async (request) => ({
      events: eventsOf(viewOf(request.query.view), server.now().getTime()),
    }));

    app.get('/sportsbook/account', async (request, reply) => {
      const owner = await ownerOf(request);
      if (!owner) return reply.code(401).send({ message: sportsText(localeOf(request.headers['x-locale']), 'token.expired') });
      const player = await playerById(server.db, owner.playerId);
      const bets = await betsOf(server.db, owner.playerId);
      return {
        username: player?.username ?? '',
        balance: (await balanceOf(server.db, owner.playerId)) ?? '0.00',
        bets: bets.map((b) => ({ id: b.id, stake: b.stake, totalOdds: b.totalOdds, status: b.status })),
      };
    });

    app.post('/sportsbook/bets', async (request, reply) => {
      const locale = localeOf(request.headers['x-locale']);
      const owner = await ownerOf(request);
      if (!owner) return reply.code(401).send({ ok: false, message: sportsText(locale, 'token.expired') });
      const parsed = v.safeParse(slipSchema, request.body);
      if (!parsed.success) return reply.code(422).send({ ok: false, message: sportsText(locale, 'bet.noSelection') });
      const placed = await placeBet(server, owner, parsed.output, locale);
      if (!placed.ok) return reply.code(422).send({ ok: false, message: placed.message, insufficient: placed.insufficient });
      return {
        ok: true,
        message: sportsText(locale, 'bet.placed', { id: placed.bet.id }),
        bet: { id: placed.bet.id, stake: placed.bet.stake, totalOdds: placed.bet.totalOdds, potentialWin: placed.bet.potentialWin, status: placed.bet.status },
        balance: placed.balance ?? (await balanceOf(server.db, owner.playerId)),
      };
    });
  });
}
