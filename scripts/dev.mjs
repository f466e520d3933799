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
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './delivery/paths.mjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');
const { createConfig, REMOTES } = require('./webpack/createConfig.js');

const args = process.argv.slice(2);
const onlyIndex = args.indexOf('--only');
const all = ['host', ...Object.keys(REMOTES)];
const wanted = onlyIndex >= 0 ? String(args[onlyIndex + 1] ?? '').split(',').filter(Boolean) : all;
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

function startSandbox() {
  if (process.env.VITRIN_SANDBOX_URL) return;
  const main = path.join(ROOT, 'sandbox-api', 'src', 'main.ts');
  const tsx = [path.join(ROOT, 'node_modules', '.bin', 'tsx'), path.join(ROOT, 'sandbox-api', 'node_modules', '.bin', 'tsx')]
    .find((p) => fs.existsSync(p));
  if (!fs.existsSync(main) || !tsx) {
    console.warn('[dev] sandbox-api is not available; /api calls will fail until it runs on http://127.0.0.1:8080');
    return;
  }
  const child = spawn(tsx, [main], { cwd: ROOT, stdio: 'inherit', env: { PORT: '8080', ...process.env } });
  child.on('exit', (code) => console.warn(`[dev] sandbox exited (${code})`));
  children.push(child);
}

async function startApp(name) {
  const factory = name === 'host' ? createConfig({ kind: 'host' }) : createConfig({ kind: 'remote', name });
  const config = factory({}, { mode: 'development' });
  const compiler = webpack(config);
  const server = new WebpackDevServer(config.devServer, compiler);
  await server.start();
  servers.push(server);
  const port = config.devServer.port;
  console.log(`[dev] ${name.padEnd(8)} http://localhost:${port}/${name === 'host' ? '' : 'remoteEntry.js'}`);
}

async function stop() {
  for (const child of children) child.kill('SIGTERM');
  await Promise.allSettled(servers.map((s) => s.stop()));
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

if (wanted.includes('host') && !args.includes('--no-sandbox')) startSandbox();
// Remotes first, so the host's first page load finds their entries.
for (const name of [...wanted.filter((n) => n !== 'host'), ...wanted.filter((n) => n === 'host')]) {
  await startApp(name);
}
console.log('[dev] ready: open http://localhost:3000/');
