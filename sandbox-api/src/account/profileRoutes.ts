import type { FastifyInstance } from 'fastify';
import { accountDetails, changePassword, login, register, sessionHistory } from '@vitrin/contract';
import type { ServerContext } from '../http/context';
import { memberCall } from '../http/route';
import { accountText } from './accountMessages';
import { accountDetailsOf } from './detailsStore';
import { changePassword as storeNewPassword } from './passwordStore';
import { recordSignIn, sessionPage } from './sessionStore';

const SIGN_IN_PATHS = new Set([`/api/${login.path}`, `/api/${register.path}`]);

/** The member's own details, password change, and sign-in history (issue 11). */
export function profileRoutes(app: FastifyInstance, server: ServerContext): void {
  const { db } = server;

  // Every sign-in records where it came from (IP, user agent, platform): read from the answer of
  // auth/login and auth/register, so the auth domain stays unaware of the session history.
  app.addHook('onSend', async (request, _reply, payload) => {
    // The route's own pattern, so a site served under a base path is matched too.
    if (request.method !== 'POST' || !SIGN_IN_PATHS.has(request.routeOptions.url ?? '') || typeof payload !== 'string') return payload;
    try {
      const token = (JSON.parse(payload) as { data?: { token?: unknown } }).data?.token;
      const agent = request.headers['user-agent'];
      if (typeof token === 'string') await recordSignIn(db, token, request.ip, typeof agent === 'string' ? agent : null);
    } catch {
      // Not JSON or no session in it: nothing to record.
    }
    return payload;
  });

  memberCall(app, server, accountDetails, async (_input, ctx) => {
    const details = await accountDetailsOf(db, ctx.player.id);
    return { success: true, message: null, data: details! };
  });

  memberCall(app, server, changePassword, async (input, ctx) => {
    const result = await storeNewPassword(db, ctx.player.id, input.oldPassword, input.password);
    if (result !== 'ok') return { success: false, message: accountText(ctx.locale, result === 'wrongOld' ? 'password.wrongOld' : 'password.sameAsOld') };
    return { success: true, message: accountText(ctx.locale, 'password.changed') };
  });

  memberCall(app, server, sessionHistory, async (input, ctx) => ({
    success: true, message: null, data: await sessionPage(db, ctx.player.id, ctx.token, input.skip, input.take),
  }));
}
