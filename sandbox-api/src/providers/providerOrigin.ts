import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/context';

/**
 * A domain's demo provider pages and their token-bound endpoints (game providers, the payment
 * provider, the sportsbook), mounted on the provider origin.
 */
export type ProviderRegistration = (app: FastifyInstance, ctx: ServerContext) => void;

export interface ProviderOrigin {
  app: FastifyInstance;
  url: string;
}

/**
 * The second listener: the demo providers answer on another origin than the site (another port),
 * so their frames are really cross-origin — the browser keeps them out of Vitrin's storage, and
 * every postMessage check is tested for real. Nothing here reaches the site's API: providers move
 * money only through the wallet, with a token bound to the player's session.
 */
export async function startProviderOrigin(
  registrations: readonly ProviderRegistration[],
  ctx: ServerContext,
  { port, host, publicUrl }: { port: number; host: string; publicUrl?: string | undefined },
): Promise<ProviderOrigin> {
  const app = Fastify({ logger: false, trustProxy: false, bodyLimit: 64 * 1024 });
  app.get('/', async () => ({ provider: 'vitrin-sandbox', pages: 'see sandbox-api/README.md' }));
  for (const register of registrations) register(app, ctx);
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).type('text/plain; charset=utf-8').send(`No provider page ${request.method} ${request.url.split('?')[0]}`);
  });
  await app.listen({ port, host });
  const address = app.server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return { app, url: (publicUrl ?? `http://${shown}:${actual}`).replace(/\/$/, '') };
}
