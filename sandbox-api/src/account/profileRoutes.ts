import type { FastifyInstance } from 'fastify';
import { accountDetails, changePassword, login, register, sessionHistory } from '@vitrin/contract';
import type { ServerContext } from '../http/context';
import { memberCall } from '../http/route';
import { accountText } from './accountMessages';
import { accountDetailsOf } from './detailsStore';
import { changePassword as storeNewPassword } from './passwordStore';
import { recordSignIn, sessionPage } from './sessionStore';
import { beginLoginAttempt, inPairTurn, loginSucceeded } from '../security/loginThrottle';
import { deviceHashOf } from '../security/deviceCookie';
import { translate } from '../i18n/messages';

const SIGN_IN_PATHS = new Set([`/api/${login.path}`, `/api/${register.path}`]);

/** The member's own details, password change, and sign-in history. */
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

  // A wrong old password counts as a wrong sign-in of the account, under the same throttle: a
  // stolen session must not become a way to guess the password without limit.
  memberCall(app, server, changePassword, (input, ctx) => inPairTurn(ctx.player.username, ctx.request.ip, async () => {
    const admission = await beginLoginAttempt(db, {
      username: ctx.player.username, address: ctx.request.ip, deviceHash: deviceHashOf(ctx.request), now: server.now(),
    });
    if (!admission.attempt) {
      ctx.reply.code(429).header('retry-after', String(admission.wait));
      return { success: false, message: translate(ctx.locale, 'auth.tooManyAttempts', { minutes: Math.ceil(admission.wait / 60) }) };
    }
    const gated = await server.passwordWork.run(ctx.reply, () => storeNewPassword(db, ctx.player.id, input.oldPassword, input.password));
    if (gated === 'busy' || gated === 'gone') {
      await loginSucceeded(db, admission.attempt, { pair: false });
      ctx.reply.code(503).header('retry-after', '2');
      return { success: false, message: translate(ctx.locale, 'auth.busy') };
    }
    const result = gated.done;
    // The old password was right (even if the new one is refused): the pair's failures are forgotten.
    if (result !== 'wrongOld') await loginSucceeded(db, admission.attempt);
    if (result === 'wrongOld' || result === 'sameAsOld') {
      return { success: false, message: accountText(ctx.locale, result === 'wrongOld' ? 'password.wrongOld' : 'password.sameAsOld') };
    }
    server.hub.closeSessions(result.ended);
    return { success: true, message: accountText(ctx.locale, 'password.changed') };
  }));

  memberCall(app, server, sessionHistory, async (input, ctx) => ({
    success: true, message: null, data: await sessionPage(db, ctx.player.id, ctx.token, input.skip, input.take),
  }));
}
