// `./vitrin dev`: every app on its own webpack dev server with reload, plus the sandbox backend.
//   host      http://localhost:3000  (proxies /api, /hub (WebSocket), /sandbox to the sandbox;
//                                     serves a generated /remotes.json naming the dev servers below)
//   sports    http://localhost:3001/remoteEntry.js
//   casino    http://localhost:3002/remoteEntry.js
//   account   http://localhost:3003/remoteEntry.js
//   payments  http://localhost:3004/remoteEntry.js
//   sandbox   http://localhost:8080  (sandbox-api, when present; VITRIN_SANDBOX_URL to use another)
// Options: `--only host,casino` starts a subset (the others can run elsewhere or stay down: the
// host shows their fallback); the sandbox starts only with the host, and not with `--no-sandbox`.
// One process holds all dev servers so they share one Node heap.
//
// `./vitrin dev <remote>` (a team's loop): only that remote from source, with reload, in the
// production build of the host and the other remotes (dist/, built by ./vitrin first if missing).
// One server on http://localhost:3000 serves the remote's dev build under /dev/<remote>/ and
// forwards everything else (the site, the API, the hub) to the sandbox serving dist/; its
// /remotes.json is the one in service with that remote's entry replaced by dev/<remote>/remoteEntry.js.
// Everything comes from one origin, so the site's content security policy applies unchanged.
// `--port <n>` moves that server; `--source <folder>` builds the remote from another folder (a
// team's own checkout; e2e/tests/platform/devLoop.spec.ts uses a temporary copy). The loop, step by
// step: remote-casino/README.md "Work on the casino alone".
// Started through dev.mjs, which registers tsx (the platform is TypeScript).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { defineConfigFor, defineRemoteConfig, devSiteOrigins, HOST, readDescriptor, REMOTE_NAMES, REMOTES, withDevRemote } from '@vitrin/platform';
import { ROOT } from './delivery/paths.mjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');

const args = process.argv.slice(2);
const VALUE_OPTIONS = ['--only', '--port', '--source'];
/** The value of `--name <value>` or `--name=<value>`, else undefined. */
const optionValue = (name) => {
  const inline = args.find((arg) => arg.startsWith(`${name}=`));
  if (inline) return inline.slice(name.length + 1);
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const teamRemotes = args.filter((arg, i) => !arg.startsWith('-') && !VALUE_OPTIONS.includes(args[i - 1]));
if (teamRemotes.length > 1 || teamRemotes.some((name) => !REMOTE_NAMES.includes(name))) {
  console.error(`./vitrin dev <remote> takes one remote of: ${REMOTE_NAMES.join(', ')}`);
  process.exit(2);
}
const all = ['host', ...Object.keys(REMOTES)];
const only = optionValue('--only');
const wanted = only !== undefined ? only.split(',').filter(Boolean) : all;
if (wanted.length === 0) {
  console.error(`--only needs a list of apps: ${all.join(',')}`);
  process.exit(2);
}
for (const name of wanted) {
  if (!all.includes(name)) {
    console.error(`unknown app "${name}"; apps are: ${all.join(', ')}`);
    process.exit(2);
  }
}

const children = [];
const servers = [];

/** @param {number} devPort  the port the pages come from (the dev host, or the team loop's server) */
function startSandbox(devPort) {
  if (process.env.VITRIN_SANDBOX_URL) return;
  const main = path.join(ROOT, 'sandbox-api', 'src', 'main.ts');
  const tsx = [path.join(ROOT, 'node_modules', '.bin', 'tsx'), path.join(ROOT, 'sandbox-api', 'node_modules', '.bin', 'tsx')]
    .find((p) => fs.existsSync(p));
  if (!fs.existsSync(main) || !tsx) {
    console.warn('[dev] sandbox-api is not available; /api calls will fail until it runs on http://127.0.0.1:8080');
    return;
  }
  // Its own process group: tsx runs the sandbox in a second process, and both must stop with us
  // (a TERM to tsx alone once left the sandbox running on :8080).
  const child = spawn(tsx, [main], { cwd: ROOT, stdio: 'inherit', detached: true, env: { PORT: '8080', SITE_ORIGINS: devSiteOrigins([devPort, 8080]), ...process.env } });
  child.on('exit', (code) => console.warn(`[dev] sandbox exited (${code})`));
  children.push(child);
}

async function startApp(name) {
  const config = defineConfigFor(name)({}, { mode: 'development' });
  const compiler = webpack(config);
  const server = new WebpackDevServer(config.devServer, compiler);
  await server.start();
  servers.push(server);
  const port = config.devServer.port;
  console.log(`[dev] ${name.padEnd(8)} http://localhost:${port}/${name === 'host' ? '' : 'remoteEntry.js'}`);
}

/** TERM to each child's process group, KILL to what is still there 5 s later. */
function stopChildren() {
  const signal = (child, name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // the group is gone already
    }
  };
  for (const child of children) signal(child, 'SIGTERM');
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  return Promise.all(running.map((child) => new Promise((resolve) => {
    const timer = setTimeout(() => { signal(child, 'SIGKILL'); resolve(undefined); }, 5000);
    child.once('exit', () => { clearTimeout(timer); signal(child, 'SIGKILL'); resolve(undefined); });
  })));
}

async function stop() {
  await Promise.allSettled([...servers.map((s) => s.stop()), stopChildren()]);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

/** The one server of `./vitrin dev <remote>` (see the top of this file). */
async function startTeamLoop(name) {
  if (!fs.existsSync(path.join(ROOT, 'dist', 'remotes.json'))) {
    console.error('[dev] no production build in dist/; run ./vitrin build first');
    process.exit(1);
  }
  const sandboxUrl = process.env.VITRIN_SANDBOX_URL || 'http://127.0.0.1:8080';
  const publicPath = `/dev/${name}/`;
  const port = Number(optionValue('--port') ?? HOST.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`--port needs a port number, not "${optionValue('--port')}"`);
    process.exit(2);
  }
  if (!args.includes('--no-sandbox')) startSandbox(port);
  // --source: the remote from another folder (a team's own checkout; the dev-loop test's copy).
  const source = optionValue('--source');
  const pkgDir = source === undefined ? undefined : path.resolve(source);
  if (pkgDir !== undefined && !fs.existsSync(path.join(pkgDir, 'src', 'module.ts'))) {
    console.error(`--source ${source}: no src/module.ts there`);
    process.exit(2);
  }
  const config = defineRemoteConfig(name, { pkgDir })({}, { mode: 'development' });
  // eval() source maps need 'unsafe-eval', which the site's policy (served by the sandbox) refuses.
  config.devtool = 'cheap-module-source-map';
  config.devServer = {
    port,
    host: '127.0.0.1',
    hot: false,
    liveReload: true,
    devMiddleware: { publicPath },
    client: { overlay: { warnings: false, errors: true }, webSocketURL: 'auto://0.0.0.0:0/ws' },
    headers: { 'Cache-Control': 'no-cache' },
    setupMiddlewares(middlewares, devServer) {
      devServer.app.get('/remotes.json', async (_req, res) => {
        try {
          const answer = await fetch(new URL('remotes.json', `${sandboxUrl}/`));
          res.set('Cache-Control', 'no-cache');
          res.json(withDevRemote(await answer.json(), name, `dev/${name}/remoteEntry.js`, readDescriptor(name, pkgDir)));
        } catch (error) {
          res.status(502).json({ error: `the sandbox at ${sandboxUrl} did not answer: ${error.message}` });
        }
      });
      return middlewares;
    },
    proxy: [{ context: (pathname) => !pathname.startsWith(publicPath) && pathname !== '/ws', target: sandboxUrl, ws: true, changeOrigin: false }],
  };
  const server = new WebpackDevServer(config.devServer, webpack(config));
  await server.start();
  servers.push(server);
  console.log(`[dev] ${name} from source (reload) in the production build of the rest: open http://localhost:${port}/`);
}

if (teamRemotes.length === 1) {
  await startTeamLoop(teamRemotes[0]);
} else {
  if (wanted.includes('host') && !args.includes('--no-sandbox')) startSandbox(HOST.port);
  // Remotes first, so the host's first page load finds their entries.
  for (const name of [...wanted.filter((n) => n !== 'host'), ...wanted.filter((n) => n === 'host')]) {
    await startApp(name);
  }
  console.log('[dev] ready: open http://localhost:3000/');
}
