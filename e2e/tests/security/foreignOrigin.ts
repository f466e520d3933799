import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A page served on another loopback port: an origin that is neither the site's nor the providers'. */
export interface ForeignOrigin {
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves `html` at every path of a fresh port, as an attacker's own site would: its script runs
 * with no policy of Vitrin's, and the browser treats it as a third origin.
 */
export async function foreignOrigin(html: string): Promise<ForeignOrigin> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
