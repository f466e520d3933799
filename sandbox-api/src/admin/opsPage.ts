import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { isLoopback } from './adminRoutes';

const run = promisify(execFile);
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CLI = path.join(REPO, 'scripts', 'delivery', 'cli.mjs');

interface RemoteLine {
  current: string | null;
  contract: string | null;
  compatible: boolean | null;
  entry: string | null;
  answers: boolean;
  versions: Record<string, { builtAt?: string; contract?: string }>;
  history: { version: string; at: string; action: string }[];
}
interface ServiceStatus { host: { contract: string; builtAt: string } | null; remotes: Record<string, RemoteLine> }

const escape = (text: unknown) => String(text ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Runs the delivery CLI on the served dist/: the page shows and does exactly what `./vitrin` would. */
async function cli(distDir: string, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [CLI, ...args, '--dist', distDir], { cwd: REPO, timeout: 30_000 });
  return stdout;
}

function page(status: ServiceStatus, notice: string): string {
  const rows = Object.entries(status.remotes).map(([name, line]) => {
    const history = [...line.history].reverse().slice(0, 6)
      .map((h) => `<li>${escape(h.at.replace('T', ' ').slice(0, 19))} · ${escape(h.action)} ${escape(h.version)}</li>`).join('');
    const health = !line.current ? 'nothing in service' : line.answers ? '✓ answers' : '✗ does not answer';
    const contract = line.compatible === false ? `${escape(line.contract)} (incompatible)` : escape(line.contract ?? '?');
    return `<tr>
      <th scope="row">${escape(name)}</th>
      <td>${escape(line.current ?? '—')}</td>
      <td>${contract}</td>
      <td class="${line.answers ? 'ok' : 'bad'}">${health}</td>
      <td>${escape(Object.keys(line.versions).join(', '))}</td>
      <td><ul>${history}</ul></td>
      <td><form method="post" action="ops/rollback"><input type="hidden" name="remote" value="${escape(name)}">
        <button type="submit">Roll back ${escape(name)}</button></form></td>
    </tr>`;
  }).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Vitrin ops</title>
<style>body{font:14px system-ui,sans-serif;margin:24px;background:#0b0f1a;color:#f2f4f8}table{border-collapse:collapse;width:100%}
th,td{border-bottom:1px solid #2a3350;padding:8px;text-align:left;vertical-align:top}ul{margin:0;padding-left:16px}
.ok{color:#2bd67b}.bad{color:#ff6b6b}button{font:inherit;padding:4px 10px;cursor:pointer}.notice{padding:8px 12px;background:#1c2439;border-radius:8px}</style>
</head><body><h1>Remotes in service</h1>
<p>Host contract ${escape(status.host?.contract ?? '?')} (built ${escape(status.host?.builtAt ?? '?')}). Same data as <code>./vitrin versions</code>.</p>
${notice ? `<p class="notice" role="status">${escape(notice)}</p>` : ''}
<table><thead><tr><th>Remote</th><th>In service</th><th>Contract</th><th>Entry</th><th>Versions</th><th>History</th><th></th></tr></thead>
<tbody>${rows}</tbody></table></body></html>`;
}

/**
 * The ops view (loopback only): each remote's version in service, contract, whether its entry
 * answers and its history, with a one-click rollback — the sandbox's stand-in for an operator's
 * deployment dashboard, over the same delivery CLI ops use by hand.
 */
export function opsPage(app: FastifyInstance, distDir: string): void {
  app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (!isLoopback(request)) await reply.code(403).send({ success: false, message: 'The ops page answers only on 127.0.0.1.' });
    });
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    scope.get('/sandbox/ops', async (request, reply) => {
      const notice = (request.query as { notice?: string }).notice ?? '';
      let status: ServiceStatus;
      try {
        status = JSON.parse(await cli(distDir, 'versions', '--json')) as ServiceStatus;
      } catch (error) {
        return reply.code(503).type('text/plain; charset=utf-8').send(`No delivery data: ${error instanceof Error ? error.message : String(error)}`);
      }
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page(status, notice));
    });

    scope.get('/sandbox/ops.json', async () => ({ success: true, message: null, data: JSON.parse(await cli(distDir, 'versions', '--json')) }));

    scope.post('/sandbox/ops/rollback', async (request, reply) => {
      const remote = String((request.body as { remote?: unknown } | null)?.remote ?? '');
      let notice: string;
      try {
        notice = (await cli(distDir, 'rollback', remote)).trim();
      } catch (error) {
        const stderr = (error as { stderr?: string }).stderr?.trim();
        notice = stderr || (error instanceof Error ? error.message : String(error));
      }
      return reply.redirect(`../ops?notice=${encodeURIComponent(notice)}`, 303);
    });
  });
}
