import * as v from 'valibot';
import { callApi, requestHeaders } from './client';
import { defineCall, envelope } from '@vitrin/contract';
import { bus } from '../bus/bus';
import { isApiError } from './ApiError';

const echo = defineCall({
  method: 'POST',
  path: 'test/echo',
  request: v.object({ name: v.pipe(v.string(), v.minLength(2)) }),
  response: envelope(v.object({ greeting: v.string() })),
});
const query = defineCall({
  method: 'GET',
  path: 'test/query',
  request: v.object({ page: v.optional(v.number()) }),
  response: envelope(v.null()),
});

const sentBodies: string[] = [];

function respond(status: number, body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return jest.fn(async (request: Request) => {
    sentBodies.push(await request.clone().text());
    return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
  });
}

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('callApi', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    localStorage.clear();
  });

  it('posts JSON to ./api/<path> with the spec headers and returns the parsed answer', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('lang', 'en');
    localStorage.setItem('fingerprint', 'fp1');
    const fetchMock = respond(200, { success: true, message: null, data: { greeting: 'hi' } });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const out = await callApi(echo, { name: 'Ada' });
    expect(out.data.greeting).toBe('hi');
    const request = (fetchMock.mock.calls[0] as unknown as [Request])[0];
    expect(request.url).toBe('http://localhost/api/test/echo');
    expect(request.method).toBe('POST');
    expect(request.headers.get('authorization')).toBe('Bearer tok');
    expect(request.headers.get('x-locale')).toBe('en');
    expect(request.headers.get('x-fingerprint')).toBe('fp1');
    expect(sentBodies.at(-1)).toBe('{"name":"Ada"}');
  });

  it('sends the idempotency key of a submission, and none otherwise', async () => {
    const fetchMock = respond(200, { success: true, message: null, data: { greeting: 'hi' } });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await callApi(echo, { name: 'Ada' }, { idempotencyKey: 'k-1' });
    await callApi(echo, { name: 'Ada' });
    const [first, second] = (fetchMock.mock.calls as unknown as [Request][]).map(([r]) => r);
    expect(first!.headers.get('idempotency-key')).toBe('k-1');
    expect(second!.headers.get('idempotency-key')).toBeNull();
  });

  it('carries the server message and Retry-After of a 429', async () => {
    globalThis.fetch = jest.fn(async () => new Response(JSON.stringify({ success: false, message: 'Too many attempts. Try again in 15 minutes.' }), {
      status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '840' },
    })) as unknown as typeof fetch;
    const error = await callApi(echo, { name: 'Ada' }).catch((e: unknown) => e);
    expect(isApiError(error) && [error.kind, error.status, error.message, error.retryAfterSeconds]).toEqual(['http', 429, 'Too many attempts. Try again in 15 minutes.', 840]);
  });

  it('sends GET input as query parameters and defaults the locale to tr', async () => {
    const fetchMock = respond(200, { success: true, data: null });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await callApi(query, { page: 2 });
    const request = (fetchMock.mock.calls[0] as unknown as [Request])[0];
    expect(request.url).toBe('http://localhost/api/test/query?page=2');
    expect(requestHeaders()['x-locale']).toBe('tr');
    expect(requestHeaders().Authorization).toBeUndefined();
  });

  it('turns success=false into a rejected error carrying the server message', async () => {
    globalThis.fetch = respond(200, { success: false, message: 'Kullanıcı adı alınmış', data: null }) as unknown as typeof fetch;
    const error = await failure(callApi(echo, { name: 'Ada' }));
    expect(error.kind).toBe('rejected');
    expect(error.message).toBe('Kullanıcı adı alınmış');
  });

  it('reports an answer that breaks the schema as a contract error naming the field', async () => {
    globalThis.fetch = respond(200, { success: true, data: { greeting: 42 } }) as unknown as typeof fetch;
    const error = await failure(callApi(echo, { name: 'Ada' }));
    expect(error.kind).toBe('contract');
    expect(error.message).toContain('test/echo');
    expect(error.message).toContain('data.greeting');
  });

  it('emits auth/unauthorized on 401', async () => {
    globalThis.fetch = respond(401, { success: false, message: 'expired' }) as unknown as typeof fetch;
    const heard = jest.fn();
    const off = bus.on('auth/unauthorized', heard);
    const error = await failure(callApi(echo, { name: 'Ada' }));
    off();
    expect(error.kind).toBe('unauthorized');
    expect(heard).toHaveBeenCalledWith({ path: 'test/echo' });
  });

  it('keeps the server message of an HTTP error and flags a body that is not JSON', async () => {
    globalThis.fetch = respond(500, { message: 'down for maintenance' }) as unknown as typeof fetch;
    const http = await failure(callApi(echo, { name: 'Ada' }));
    expect(http.kind).toBe('http');
    expect(http.status).toBe(500);
    expect(http.message).toBe('down for maintenance');

    globalThis.fetch = respond(200, '<html>') as unknown as typeof fetch;
    const contract = await failure(callApi(echo, { name: 'Ada' }));
    expect(contract.kind).toBe('contract');
  });

  it('refuses invalid input without calling the server', async () => {
    const fetchMock = respond(200, {});
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const error = await failure(callApi(echo, { name: 'A' }));
    expect(error.kind).toBe('input');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns a network failure into a network error', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const error = await failure(callApi(echo, { name: 'Ada' }));
    expect(error.kind).toBe('network');
  });
});
