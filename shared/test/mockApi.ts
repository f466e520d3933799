// A small fetch stand-in for component tests of every package: routes "METHOD path" (relative to
// ./api/) to a handler and records what was sent. (msw 2.15 pulls ESM-only deps that the shared
// jest transform does not compile.) Each package re-exports it from its own `testing/` folder.

export type ApiHandler = (body: unknown, request: Request) => unknown | Promise<unknown>;

export interface SentCall {
  route: string;
  body: unknown;
  /** The request's headers (Idempotency-Key, x-fingerprint…). Not enumerable, so a test can compare a call by `{route, body}` alone. */
  readonly headers: Headers;
}

export interface MockApi {
  sent: SentCall[];
  use(route: string, handler: ApiHandler): void;
  restore(): void;
}

export function mockApi(routes: Record<string, ApiHandler> = {}): MockApi {
  const table = new Map(Object.entries(routes));
  const sent: SentCall[] = [];
  const real = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname.replace(/^\/api\//, '')}`;
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const body: unknown = text ? JSON.parse(text) : Object.fromEntries(url.searchParams);
    sent.push(Object.defineProperty({ route, body }, 'headers', { value: request.headers, enumerable: false }) as SentCall);
    const handler = table.get(route);
    if (!handler) return new Response(JSON.stringify({ success: false, message: `no mock for ${route}` }), { status: 404 });
    const answer = await handler(body, request);
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return {
    sent,
    use: (route, handler) => void table.set(route, handler),
    restore: () => {
      globalThis.fetch = real;
    },
  };
}

/** A successful envelope. */
export const ok = (data: unknown = null, message: string | null = null) => ({ success: true, message, data });
