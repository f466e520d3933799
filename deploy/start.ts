// `./vitrin start --prod`: PostgreSQL (a cluster in .data/prod/postgres unless DATABASE_URL), two
// backend instances on it, nginx in front on 127.0.0.1:PORT (8080), the demo providers on PORT+1.
import path from 'node:path';
import { REPO, startProdShape } from './prodShape';

const env = process.env;
const shape = await startProdShape({
  port: Number(env.PORT ?? 8080),
  dataDir: path.resolve(env.DATA_DIR ?? path.join(REPO, '.data/prod')),
  distDir: path.resolve(env.DIST_DIR ?? path.join(REPO, 'dist')),
  databaseUrl: env.DATABASE_URL || undefined,
  basePaths: (env.BASE_PATH ?? '/').split(','),
  backends: Number(env.BACKENDS ?? 2),
  log: (line) => console.log(line),
});
// One line a program can read (the e2e run and the bench start this command and kill backends by pid).
if (env.PROD_SHAPE_JSON === '1') {
  console.log(`PROD_SHAPE ${JSON.stringify({ url: shape.url, providerUrl: shape.providerUrl, backends: shape.backends.map((b) => ({ url: b.url, pid: b.process.pid })) })}`);
}
console.log(`Vitrin as production runs it: ${shape.url}${(env.BASE_PATH ?? '/').split(',')[0]} (nginx → ${shape.backends.length} backends on PostgreSQL; demo member demo / demo123)`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping nginx, the backends and PostgreSQL`);
  shape.stop().then(() => process.exit(0), (error: unknown) => {
    console.error(error);
    process.exit(1);
  });
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
// A backend that dies is not restarted here (an operator's supervisor would): nginx sends its
// share to the other one meanwhile.
for (const [index, backend] of shape.backends.entries()) {
  backend.process.once('exit', (code, signal) => { if (!stopping) console.log(`backend ${index + 1} exited (${code ?? signal}); nginx uses the others`); });
}
