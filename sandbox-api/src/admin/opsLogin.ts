import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { verifyPassword } from '../security/password';

/** The operator account of the ops page: a name and a scrypt hash (never the password itself). */
export interface OpsAccount {
  username: string;
  passwordHash: string;
}

/** A signed-in ops session ends after this long without a request. */
export const OPS_SESSION_IDLE_MS = 8 * 60 * 60 * 1000;

/** What the login needs of the page's sessions (opsPage.ts): the session id, its CSRF check, a fresh id. */
export interface SessionSource {
  sessionOf(request: FastifyRequest): string | null;
  verify(request: FastifyRequest): boolean;
  /** Starts a new session (Set-Cookie with `path`) and returns its id: a signed-in session never keeps an id set before. */
  rotate(reply: FastifyReply, path: string): string;
}

const escape = (text: unknown) => String(text ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The sign-in page (its one script is the ops page's, ops.js, which posts the form as JSON). */
export function loginPage(token: string, notice: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Vitrin ops · sign in</title>
<meta name="ops-token" content="${escape(token)}"><script src="ops.js" defer></script>
<style>body{font:14px system-ui,sans-serif;margin:24px;background:#0b0f1a;color:#f2f4f8}label{display:block;margin:8px 0}
input,button{font:inherit;padding:4px 8px}.notice{padding:8px 12px;background:#1c2439;border-radius:8px}</style>
</head><body><h1>Vitrin ops</h1>
${notice ? `<p class="notice" role="alert">${escape(notice)}</p>` : ''}
<form id="ops-login"><label>Operator <input name="username" autocomplete="username" required></label>
<label>Password <input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit">Sign in</button></form></body></html>`;
}

/**
 * The operator account in front of the ops page and its actions: sign in (name and password,
 * checked against the stored scrypt hash), a session that ends after OPS_SESSION_IDLE_MS idle or
 * at sign-out, every action still with the session's CSRF token. Without an account (the tests'
 * default) the page stays what it was: loopback and the operator guard only.
 */
export function opsLogin(account: OpsAccount | undefined, sessions: SessionSource, now: () => Date) {
  const signedIn = new Map<string, { user: string; until: number }>();
  return {
    required: account !== undefined,
    /** Who is signed in on this request's session ('ops page' when no account is set up), or null. */
    operator(request: FastifyRequest): string | null {
      if (!account) return 'ops page';
      const session = sessions.sessionOf(request);
      const entry = session ? signedIn.get(session) : undefined;
      if (!session || !entry) return null;
      if (entry.until < now().getTime()) {
        signedIn.delete(session);
        return null;
      }
      entry.until = now().getTime() + OPS_SESSION_IDLE_MS;
      return `ops:${entry.user}`;
    },
    register(scope: FastifyInstance): void {
      scope.post('/sandbox/ops/login', async (request, reply) => {
        if (!account) return reply.code(404).send({ success: false, message: 'No operator account is set up; the ops page needs no sign-in.' });
        if (!sessions.verify(request)) return reply.code(403).send({ success: false, message: 'Missing or wrong ops token: reload the page and try again.' });
        const body = (request.body ?? {}) as { username?: unknown; password?: unknown };
        const username = typeof body.username === 'string' ? body.username : '';
        const password = typeof body.password === 'string' ? body.password.slice(0, 200) : '';
        // The hash is checked for a wrong name too, so a name costs the same to try as a password.
        const passwordOk = await verifyPassword(password, account.passwordHash);
        if (!passwordOk || username !== account.username) {
          return reply.code(401).send({ success: false, message: 'Wrong operator name or password.' });
        }
        const old = sessions.sessionOf(request);
        if (old) signedIn.delete(old);
        // The page's folder (/sandbox, or <base>sandbox under a sub-path), as the page's own cookie.
        const folder = request.originalUrl.split('?')[0]!.replace(/\/ops\/login$/, '') || '/';
        const session = sessions.rotate(reply, folder);
        signedIn.set(session, { user: account.username, until: now().getTime() + OPS_SESSION_IDLE_MS });
        return { success: true, message: `Signed in as ${account.username}.` };
      });
      scope.post('/sandbox/ops/logout', async (request, reply) => {
        if (!sessions.verify(request)) return reply.code(403).send({ success: false, message: 'Missing or wrong ops token.' });
        const session = sessions.sessionOf(request);
        if (session) signedIn.delete(session);
        return { success: true, message: 'Signed out.' };
      });
    },
  };
}
