import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { text } from '@vitrin/contract';
import type { ServerContext } from '../http/context';
import { playerByUsername, setBalance } from '../auth/players';
import { addNotification } from '../member/notificationStore';
import { MAX_MONEY, moneyJson, parseMoney } from '../wallet/money';
import { messagesPage } from './messagesPage';
import { ledgerMismatches } from '../wallet/walletStore';
import { sentMessages } from './sentMessages';
import { activeBreak } from '../responsible/breakStore';

/** Spec §3 Bonus, by name or its numeric reading 4: what counts as marketing. */
const isMarketing = (type: string | number) => String(type).toLowerCase() === 'bonus' || String(type) === '4';

const notifySchema = v.object({
  username: v.pipe(text(), v.minLength(1)),
  title: v.pipe(text(), v.minLength(1), v.maxLength(200)),
  note: v.pipe(text({ multiline: true }), v.minLength(1), v.maxLength(2000)),
  type: v.optional(v.union([v.pipe(text(), v.minLength(1)), v.number()]), 'System'),
});
const balanceSchema = v.object({
  username: v.pipe(v.string(), v.minLength(1)),
  // A decimal string or JSON number, at most two decimals (money is exact: read as text, never summed in JS),
  // and no more than NUMERIC(14, 2) stores: parseMoney refuses a thirteenth whole digit.
  balance: v.pipe(
    v.union([v.string(), v.number()]), v.transform((value: string | number) => parseMoney(value)),
    v.string(`Expected an amount such as 250.50: at most two decimals, from 0.00 to ${MAX_MONEY}`),
  ),
});

/**
 * Operator side: only from the machine itself, and only the operator's own requests (the guard in
 * operatorGuard.ts covers every route here). These stand in for the operator's back office so the
 * live features (notifications, balance) can be seen working.
 */
export function adminRoutes(app: FastifyInstance, server: ServerContext): void {
  app.register(async (scope) => {
    scope.get('/sandbox/messages.json', async () => ({ success: true, message: null, data: await sentMessages(server) }));

    scope.get('/sandbox/messages', async (_request, reply) =>
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(messagesPage(await sentMessages(server))));

    scope.post('/sandbox/admin/notify', async (request, reply) => {
      const parsed = v.safeParse(notifySchema, request.body ?? {});
      if (!parsed.success) return reply.code(400).send({ success: false, message: `Invalid body: ${parsed.issues[0]?.message}` });
      const player = await playerByUsername(server.db, parsed.output.username);
      if (!player) return reply.code(404).send({ success: false, message: `Unknown user: ${parsed.output.username}` });
      // No marketing reaches a member on a time-out or self-exclusion: a bonus offer is refused.
      if (isMarketing(parsed.output.type) && (await activeBreak(server.db, player.id, server.now()))) {
        return reply.code(409).send({ success: false, message: `${player.username} is on a time-out or self-exclusion: no bonus offers until it ends.` });
      }
      const notification = await addNotification(server.db, player.id, parsed.output);
      const delivered = server.hub.notify(player.id, { command: 'Notification', message: JSON.stringify(notification) });
      return { success: true, message: `Notification ${notification.id} stored; delivered live to ${delivered} connection(s).`, data: { notification, delivered } };
    });

    // Hub drills for end-to-end tests: drop connections the way a restarting server does, and
    // count open ones to know when a page is live.
    scope.post('/sandbox/admin/hub/drop', async (request, reply) => {
      const username = (request.body as { username?: unknown } | undefined)?.username;
      let playerId: number | undefined;
      if (typeof username === 'string' && username) {
        const player = await playerByUsername(server.db, username);
        if (!player) return reply.code(404).send({ success: false, message: `Unknown user: ${username}` });
        playerId = player.id;
      }
      const dropped = server.hub.connectionCount(playerId);
      server.hub.drop(playerId);
      return { success: true, message: `Dropped ${dropped} hub connection(s).`, data: { dropped } };
    });

    scope.get('/sandbox/admin/hub/connections', async (request, reply) => {
      const username = (request.query as { username?: unknown }).username;
      let playerId: number | undefined;
      if (typeof username === 'string' && username) {
        const player = await playerByUsername(server.db, username);
        if (!player) return reply.code(404).send({ success: false, message: `Unknown user: ${username}` });
        playerId = player.id;
      }
      return { success: true, message: null, data: { count: server.hub.connectionCount(playerId) } };
    });

    // The wallet's audit: accounts whose ledger does not sum to their balance (the e2e run's last check).
    scope.get('/sandbox/admin/wallet/ledger', async () => {
      const mismatches = await ledgerMismatches(server.db);
      return { success: mismatches.length === 0, message: `${mismatches.length} account(s) whose ledger does not sum to the balance.`, data: { mismatches } };
    });

    scope.post('/sandbox/admin/balance', async (request, reply) => {
      const parsed = v.safeParse(balanceSchema, request.body ?? {});
      if (!parsed.success) return reply.code(400).send({ success: false, message: `Invalid body: ${parsed.issues[0]?.message}` });
      const player = await playerByUsername(server.db, parsed.output.username);
      if (!player) return reply.code(404).send({ success: false, message: `Unknown user: ${parsed.output.username}` });
      const balance = await setBalance(server.db, player.id, parsed.output.balance, 'operator');
      if (balance === null) return reply.code(404).send({ success: false, message: `Unknown user: ${parsed.output.username}` });
      // The hub's Balance message and this answer carry the JSON number of spec §7, made at the edge.
      const delivered = server.hub.notify(player.id, { command: 'Balance', message: JSON.stringify({ balance: moneyJson(balance) }) });
      return { success: true, message: `Balance of ${player.username} is now ${balance}; pushed to ${delivered} connection(s).`, data: { balance: moneyJson(balance), delivered } };
    });
  });
}
