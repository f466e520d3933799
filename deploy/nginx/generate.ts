// Writes nginx.conf for a deployment (./vitrin start --prod, the e2e run, the site's container):
//   tsx deploy/nginx/generate.ts --out <file> --dist <dir> --prefix <dir> --listen 127.0.0.1:8080 \
//     --backend 127.0.0.1:8090 --backend 127.0.0.1:8092 [--base /tr/] \
//     [--provider-listen 127.0.0.1:8081 --provider-public-url http://127.0.0.1:8081 --provider-backend 127.0.0.1:8091 …]
//     [--precompress] [--brotli auto|on|off] [--workers 1|auto]
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { nginxConfig } from './nginxConfig';
import { precompress } from './precompress';

/** Debian's brotli modules (libnginx-mod-http-brotli-filter/-static), loaded when both are installed. */
const BROTLI_MODULES = ['/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so', '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'];

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    dist: { type: 'string' },
    prefix: { type: 'string' },
    listen: { type: 'string', default: '127.0.0.1:8080' },
    backend: { type: 'string', multiple: true, default: [] },
    base: { type: 'string', multiple: true, default: [] },
    'provider-listen': { type: 'string' },
    'provider-public-url': { type: 'string' },
    'provider-backend': { type: 'string', multiple: true, default: [] },
    workers: { type: 'string', default: '1' },
    precompress: { type: 'boolean', default: false },
    // auto: load brotli when Debian's modules are installed here; on: the image that runs nginx has them (a container build).
    brotli: { type: 'string', default: 'auto' },
  },
});

const required = (name: 'out' | 'dist' | 'prefix') => {
  const value = values[name];
  if (!value) throw new Error(`--${name} is required`);
  return path.resolve(value);
};
const prefixDir = required('prefix');
const distDir = required('dist');
const brotliModules = values.brotli === 'on' || (values.brotli === 'auto' && BROTLI_MODULES.every((file) => existsSync(file))) ? BROTLI_MODULES : [];
const providerListen = values['provider-listen'];

const config = nginxConfig({
  distDir,
  prefixDir,
  listen: values.listen,
  backends: values.backend,
  basePaths: values.base.length > 0 ? values.base : ['/'],
  brotliModules,
  workerProcesses: values.workers === 'auto' ? 'auto' : Number(values.workers),
  ...(providerListen ? {
    providers: { listen: providerListen, publicUrl: values['provider-public-url'] ?? `http://${providerListen}`, backends: values['provider-backend'] },
  } : {}),
});
for (const folder of ['logs', 'tmp']) mkdirSync(path.join(prefixDir, folder), { recursive: true });
const out = required('out');
writeFileSync(out, config);
const compressed = values.precompress ? precompress(distDir, { brotli: brotliModules.length > 0 }) : 0;
console.log(`nginx: ${out} (${values.backend.length} backends${brotliModules.length ? ', brotli' : ', gzip'}${values.precompress ? `, ${compressed} files precompressed` : ''})`);
