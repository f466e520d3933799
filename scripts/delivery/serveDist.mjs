// A tiny static server for a built dist/ (no API): site at /, remotes at /remotes/, remotes.json.
// Used to check a build in a browser without the sandbox; the sandbox is the real server.
// Usage: node scripts/delivery/serveDist.mjs [--dist dir] [--port n]   (port 0 = random)
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { distDirFrom } from './paths.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.json': 'application/json',
  '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.webp': 'image/webp', '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8', '.woff2': 'font/woff2',
};

/** Cache policy of docs/ARCHITECTURE.md "Delivery and rollback": versioned remote folders and hashed chunks forever, the rest no-cache. */
export function cacheControlFor(urlPath) {
  if (urlPath === '/remotes.json' || urlPath.endsWith('/remoteEntry.js') || urlPath.endsWith('.html') || urlPath === '/main.js') {
    return 'no-cache';
  }
  if (urlPath.startsWith('/remotes/') || /\.[0-9a-f]{8}\.js$/.test(urlPath)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

export function createDistServer(distDir) {
  const site = path.join(distDir, 'site');
  const resolveFile = (urlPath) => {
    if (urlPath === '/remotes.json') return path.join(distDir, 'remotes.json');
    if (urlPath.startsWith('/remotes/')) return path.join(distDir, urlPath);
    return path.join(site, urlPath);
  };
  return http.createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = resolveFile(path.posix.normalize(urlPath));
    if (!file.startsWith(distDir)) { res.writeHead(403).end(); return; }
    let servedPath = urlPath;
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      // Single-page app: unknown paths without an extension get index.html; missing files 404.
      if (path.extname(urlPath)) { res.writeHead(404, { 'Cache-Control': 'no-cache' }).end('not found'); return; }
      file = path.join(site, 'index.html');
      servedPath = '/index.html';
    }
    const body = fs.readFileSync(file);
    const headers = {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': cacheControlFor(servedPath),
      'Access-Control-Allow-Origin': '*',
    };
    if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && body.length > 512) {
      res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
      res.end(zlib.gzipSync(body));
    } else {
      res.writeHead(200, headers);
      res.end(body);
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const portArg = args.indexOf('--port');
  const port = portArg >= 0 ? Number(args[portArg + 1]) : 0;
  const distDir = distDirFrom(args);
  const server = createDistServer(distDir);
  server.listen(port, '127.0.0.1', () => {
    console.log(`serving ${distDir} on http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}/`);
  });
}
