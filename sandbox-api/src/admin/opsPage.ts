import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTOMATIC_ROLLBACK_BY } from '../delivery/canaryWatch';
import { runDeliveryCli as cli } from '../delivery/deliveryCli';
import { loginPage, opsLogin, type OpsAccount } from './opsLogin';
import { sendFixedPageScript } from '../static/pageScripts';
import type { TelemetryStore, VersionHour } from '../telemetry/telemetryStore';


interface RemoteLine {
  current: string | null;
  contract: string | null;
  compatible: boolean | null;
  entry: string | null;
  answers: boolean;
  versions: Record<string, { builtAt?: string; contract?: string }>;
  history: { version: string; at: string; action: string; by?: string; percent?: number; reason?: string }[];
  canary: { version: string; percent: number; since: string } | null;
}
interface ServiceStatus { revision: number; host: { contract: string; builtAt: string } | null; remotes: Record<string, RemoteLine> }

const escape = (text: unknown) => String(text ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);


/** The ops page's session cookie: random, HttpOnly, SameSite=Strict; its path is the page's folder (/sandbox or <base>sandbox). */
export const OPS_COOKIE = 'vitrin_ops';
/** The header the page's buttons send the session's token in. */
export const OPS_TOKEN_HEADER = 'x-ops-token';

function cookieOf(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * Per-session CSRF tokens for the ops page's buttons: the cookie holds a random session id, the
 * token is HMAC(secret of this server run, id). A page of another origin can neither read the
 * token nor, knowing a cookie it managed to set (cookies ignore ports: the provider origin is the
 * same host), compute the token that goes with it.
 */
function opsSessions() {
  const secret = randomBytes(32);
  const tokenOf = (session: string) => createHmac('sha256', secret).update(session).digest('base64url');
  return {
    /** The session's token; starts a session (Set-Cookie) when the browser has none. */
    tokenFor(request: FastifyRequest, reply: FastifyReply): string {
      let session = cookieOf(request, OPS_COOKIE);
      if (!session || !/^[A-Za-z0-9_-]{43}$/.test(session)) {
        session = randomBytes(32).toString('base64url');
        reply.header('set-cookie', `${OPS_COOKIE}=${session}; HttpOnly; SameSite=Strict`);
      }
      return tokenOf(session);
    },
    sessionOf(request: FastifyRequest): string | null {
      const session = cookieOf(request, OPS_COOKIE);
      return session && /^[A-Za-z0-9_-]{43}$/.test(session) ? session : null;
    },
    rotate(reply: FastifyReply, path: string): string {
      const session = randomBytes(32).toString('base64url');
      reply.header('set-cookie', `${OPS_COOKIE}=${session}; Path=${path}; HttpOnly; SameSite=Strict`);
      return session;
    },
    /** Does the request carry its own session's token? */
    verify(request: FastifyRequest): boolean {
      const session = cookieOf(request, OPS_COOKIE);
      const sent = request.headers[OPS_TOKEN_HEADER];
      if (!session || typeof sent !== 'string') return false;
      const expected = Buffer.from(tokenOf(session));
      const given = Buffer.from(sent);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** What the page's buttons do: each is one delivery CLI command. */
type OpsCommand = 'rollback' | 'use' | 'canary' | 'canary-step' | 'canary-promote' | 'canary-stop';

/** How far back the ops page counts failures. */
const FAILURE_HOURS = 24;

function failuresTable(hours: readonly VersionHour[]): string {
  if (hours.length === 0) return '<p>No page has reported in the last 24 hours.</p>';
  const rows = hours.map((h) => {
    const rate = h.loads > 0 ? `${((100 * h.failedPages) / h.loads).toFixed(1)} %` : '—';
    return `<tr><td>${escape(h.hour.replace('T', ' ').slice(0, 16))}</td><th scope="row">${escape(h.remote)}</th>`
      + `<td>${escape(h.version)}${h.canary ? ' (canary)' : ''}</td><td>${h.loads}</td><td>${h.failures}</td>`
      + `<td class="${h.failedPages > 0 ? 'bad' : 'ok'}">${rate}</td></tr>`;
  }).join('');
  return `<table><thead><tr><th>Hour (UTC)</th><th>Remote</th><th>Version</th><th>Page loads</th><th>Failures</th><th>Pages with a failure</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** A running canary with its steps, or the form that starts one; the last automatic rollback, if that was the last change. */
function canaryCell(name: string, line: RemoteLine): string {
  const remote = escape(name);
  const last = line.history.at(-1);
  const rolledBack = last?.action === 'canary-stop' && last.by === AUTOMATIC_ROLLBACK_BY
    ? `<p class="bad" role="alert">Automatic rollback of ${escape(last.version)} at ${escape(last.at.replace('T', ' ').slice(0, 19))}: ${escape(last.reason ?? '')}</p>`
    : '';
  if (line.canary) {
    return `${rolledBack}<p class="canary">${escape(line.canary.version)} to ${escape(line.canary.percent)} % of browsers</p>`
      + `<button type="button" data-action="canary-step" data-remote="${remote}">Next step</button> `
      + `<button type="button" data-action="canary-promote" data-remote="${remote}">Promote</button> `
      + `<button type="button" data-action="canary-stop" data-remote="${remote}">Stop canary</button>`;
  }
  const candidates = Object.keys(line.versions).filter((v) => v !== line.current).reverse();
  if (!line.current || candidates.length === 0) return rolledBack || '—';
  const options = candidates.map((v) => `<option>${escape(v)}</option>`).join('');
  return `${rolledBack}<label>Version <select data-field="version">${options}</select></label> `
    + `<label>% <input data-field="percent" type="number" min="1" max="100" value="5" size="3"></label> `
    + `<button type="button" data-action="canary" data-remote="${remote}">Start canary</button>`;
}

function page(status: ServiceStatus, notice: string, token: string, hours: readonly VersionHour[]): string {
  const rows = Object.entries(status.remotes).map(([name, line]) => {
    const history = [...line.history].reverse().slice(0, 6)
      .map((h) => `<li>${escape(h.at.replace('T', ' ').slice(0, 19))} · ${escape(h.action)} ${escape(h.version)}${h.percent === undefined ? '' : ` ${escape(h.percent)} %`}${h.reason ? ` (${escape(h.reason)})` : ''}${h.by ? ` · ${escape(h.by)}` : ''}</li>`).join('');
    const health = !line.current ? 'nothing in service' : line.answers ? '✓ answers' : '✗ does not answer';
    const contract = line.compatible === false ? `${escape(line.contract)} (incompatible)` : escape(line.contract ?? '?');
    return `<tr>
      <th scope="row">${escape(name)}</th>
      <td>${escape(line.current ?? '—')}</td>
      <td>${contract}</td>
      <td class="${line.answers ? 'ok' : 'bad'}">${health}</td>
      <td>${escape(Object.keys(line.versions).join(', '))}</td>
      <td><ul>${history}</ul></td>
      <td>${canaryCell(name, line)}</td>
      <td><button type="button" data-action="rollback" data-remote="${escape(name)}">Roll back ${escape(name)}</button></td>
    </tr>`;
  }).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Vitrin ops</title>
<meta name="ops-token" content="${escape(token)}"><meta name="ops-revision" content="${escape(status.revision)}"><script src="ops.js" defer></script>
<style>body{font:14px system-ui,sans-serif;margin:24px;background:#0b0f1a;color:#f2f4f8}table{border-collapse:collapse;width:100%}
th,td{border-bottom:1px solid #2a3350;padding:8px;text-align:left;vertical-align:top}ul{margin:0;padding-left:16px}
.ok{color:#2bd67b}.bad{color:#ff6b6b}button{font:inherit;padding:4px 10px;cursor:pointer}.notice{padding:8px 12px;background:#1c2439;border-radius:8px}</style>
</head><body><h1>Remotes in service</h1>
<p>Host contract ${escape(status.host?.contract ?? '?')} (built ${escape(status.host?.builtAt ?? '?')}); remotes.json revision ${escape(status.revision)}. Same data as <code>./vitrin versions</code>.</p>
${notice ? `<p class="notice" role="status">${escape(notice)}</p>` : ''}
<table><thead><tr><th>Remote</th><th>In service</th><th>Contract</th><th>Entry</th><th>Versions</th><th>History</th><th>Canary</th><th></th></tr></thead>
<tbody>${rows}</tbody></table>
<h2>Failures per remote version per hour</h2>
<p>Reported by the browsers (failure telemetry: a page's remote versions and what failed, sent when the page is hidden).</p>
${failuresTable(hours)}</body></html>`;
}

/**
 * The ops view (loopback only, and only the operator's own requests: admin/operatorGuard.ts): each
 * remote's version in service, contract, whether its entry answers and its history, with a
 * one-click rollback — the sandbox's stand-in for an operator's deployment dashboard, over the same
 * delivery CLI ops use by hand. The rollback takes JSON with the session's CSRF token only.
 */
export interface OpsPageOptions {
  telemetry: TelemetryStore;
  now: () => Date;
  /** The operator account; without one the page answers to loopback and the operator guard only. */
  account?: OpsAccount | undefined;
}

export function opsPage(app: FastifyInstance, distDir: string, { telemetry, now, account }: OpsPageOptions): void {
  const sessions = opsSessions();
  const login = opsLogin(account, sessions, now);
  app.register(async (scope) => {
    // The page's one script (its script-src 'self' allows no inline script): sandbox-api/assets/ops.js.
    scope.get('/sandbox/ops.js', async (request, reply) => sendFixedPageScript(request, reply, 'ops'));

    login.register(scope);
    scope.get('/sandbox/ops', async (request, reply) => {
      const notice = (request.query as { notice?: string }).notice ?? '';
      if (!login.operator(request)) {
        const token = sessions.tokenFor(request, reply);
        return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(loginPage(token, notice));
      }
      let status: ServiceStatus;
      try {
        status = JSON.parse(await cli(distDir, 'versions', '--json')) as ServiceStatus;
      } catch (error) {
        return reply.code(503).type('text/plain; charset=utf-8').send(`No delivery data: ${error instanceof Error ? error.message : String(error)}`);
      }
      const token = sessions.tokenFor(request, reply);
      const until = now();
      const hours = await telemetry.perHour(new Date(until.getTime() - FAILURE_HOURS * 3_600_000), until);
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page(status, notice, token, hours));
    });

    scope.get('/sandbox/ops.json', async (request, reply) => {
      if (!login.operator(request)) return reply.code(401).send({ success: false, message: 'Sign in on the ops page first.' });
      return { success: true, message: null, data: JSON.parse(await cli(distDir, 'versions', '--json')) };
    });

    /**
     * A button's change, run as the delivery CLI with the revision the page showed: if remotes.json
     * moved on since (another operator, a command at the terminal), the CLI refuses and nothing is
     * lost; the notice says so and the reloaded page shows the new state.
     */
    const action = (command: OpsCommand) => async (request: FastifyRequest, reply: FastifyReply) => {
      if (!sessions.verify(request)) {
        return reply.code(403).send({ success: false, message: 'Missing or wrong ops token: reload the ops page and try again.' });
      }
      const operator = login.operator(request);
      if (!operator) return reply.code(401).send({ success: false, message: 'Sign in on the ops page first.' });
      const body = (request.body ?? {}) as { remote?: unknown; version?: unknown; revision?: unknown; percent?: unknown };
      // A name, never an option: the value becomes an argument of the delivery CLI.
      if (typeof body.remote !== 'string' || !/^[a-z][a-z0-9-]{0,40}$/.test(body.remote)) {
        return reply.code(400).send({ success: false, message: 'Name the remote: {"remote": "casino"}.' });
      }
      const args: string[] = command.startsWith('canary-') ? ['canary', body.remote, command.slice('canary-'.length)] : [command, body.remote];
      if (command === 'canary') {
        if (!Number.isInteger(body.percent) || (body.percent as number) < 1 || (body.percent as number) > 100) {
          return reply.code(400).send({ success: false, message: 'The share is a whole number from 1 to 100: {"percent": 5}.' });
        }
        args.push('--percent', String(body.percent));
      }
      if (command === 'use' || command === 'canary') {
        if (typeof body.version !== 'string' || !/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]{1,40})?$/.test(body.version)) {
          return reply.code(400).send({ success: false, message: 'Name the version: {"remote": "casino", "version": "1.0.1"}.' });
        }
        args.push(body.version);
      }
      if (body.revision !== undefined) {
        if (!Number.isSafeInteger(body.revision) || (body.revision as number) < 0) {
          return reply.code(400).send({ success: false, message: 'The revision is the whole number the page showed.' });
        }
        args.push('--expect-revision', String(body.revision));
      }
      args.push('--by', operator);
      try {
        return { success: true, message: (await cli(distDir, ...args)).trim() };
      } catch (error) {
        const stderr = (error as { stderr?: string }).stderr?.trim().replace(/^error: /, '');
        return reply.code(409).send({ success: false, message: stderr || (error instanceof Error ? error.message : String(error)) });
      }
    };
    scope.post('/sandbox/ops/rollback', action('rollback'));
    scope.post('/sandbox/ops/use', action('use'));
    for (const command of ['canary', 'canary-step', 'canary-promote', 'canary-stop'] as const) scope.post(`/sandbox/ops/${command}`, action(command));
  });
}
