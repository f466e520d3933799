import * as v from 'valibot';
import WebSocket from 'ws';
import { HUB, hubMessageSchema, login, notificationPushSchema, sendResetPassword } from '@vitrin/contract';
import { send } from './http';
import type { Outcome } from './checks';
import type { World } from './world';

const RS = HUB.recordSeparator;
const pass = (): Outcome => ({ status: 'pass' });
const fail = (detail: string): Outcome => ({ status: 'fail', detail });

/** The rules that are not one call's: limits the site relies on and the hub. */
export interface ProtocolCheck {
  name: string;
  run: (world: World, options: { notifyHook?: string | undefined }) => Promise<Outcome>;
}

/** Sends `attempt` until a 429 with Retry-After and a message, at most `tries` times. */
async function untilLimited(tries: number, attempt: () => ReturnType<typeof send>): Promise<Outcome> {
  for (let i = 1; i <= tries; i += 1) {
    const answer = await attempt();
    if (answer.status === 429) {
      const body = answer.json as { success?: unknown; message?: unknown } | undefined;
      if (!answer.retryAfter) return fail(`429 after ${i} tries without Retry-After`);
      if (body?.success !== false || typeof body.message !== 'string' || !body.message) return fail('429 without {success:false, message}');
      return pass();
    }
  }
  return fail(`no 429 after ${tries} tries`);
}

function hubAddress(world: World, token: string): string {
  const url = new URL(HUB.path, `${world.baseUrl}/`);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('access_token', token);
  url.searchParams.set('fingerprint', 'conformance');
  return url.toString();
}

interface HubSession {
  /** The handshake's answer (`{}` accepted), or why there was none. */
  handshake: Promise<{ ok: true } | { ok: false; reason: string }>;
  /** Every message after the handshake. */
  messages: unknown[];
  close: () => void;
}

/** Opens the hub as the site does (WebSocket, no negotiation) and sends the JSON protocol handshake. */
function openHub(world: World, token: string, timeoutMs = 5000): HubSession {
  const socket = new WebSocket(hubAddress(world, token));
  const messages: unknown[] = [];
  const handshake = new Promise<{ ok: true } | { ok: false; reason: string }>((resolve) => {
    const timer = setTimeout(() => resolve({ ok: false, reason: `no handshake answer in ${timeoutMs} ms` }), timeoutMs);
    let answered = false;
    socket.on('unexpected-response', (_request, response) => {
      clearTimeout(timer);
      resolve({ ok: false, reason: `HTTP ${response.statusCode} on upgrade` });
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      resolve({ ok: false, reason: error.message });
    });
    socket.on('close', (code) => {
      clearTimeout(timer);
      if (!answered) resolve({ ok: false, reason: `closed (${code}) before the handshake answer` });
    });
    socket.on('open', () => socket.send(`${JSON.stringify({ protocol: 'json', version: 1 })}${RS}`));
    socket.on('message', (data) => {
      for (const part of String(data).split(RS).filter((text) => text.trim())) {
        let message: unknown;
        try {
          message = JSON.parse(part);
        } catch {
          message = part;
        }
        if (!answered) {
          answered = true;
          clearTimeout(timer);
          const error = (message as { error?: unknown } | undefined)?.error;
          resolve(error === undefined && typeof message === 'object' && message !== null ? { ok: true } : { ok: false, reason: `handshake answer ${part}` });
        } else {
          messages.push(message);
        }
      }
    });
  });
  return { handshake, messages, close: () => socket.terminate() };
}

async function waitFor<T>(find: () => T | undefined, timeoutMs: number): Promise<T | undefined> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined || Date.now() > end) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const PROTOCOL_CHECKS: ProtocolCheck[] = [
  {
    name: 'reset codes are limited per name, known or not',
    run: async (world) => {
      const unknown = `nobody${Date.now().toString(36)}`;
      const known = await send(world.baseUrl, sendResetPassword, { username: world.second.username });
      const stranger = await send(world.baseUrl, sendResetPassword, { username: unknown });
      const said = (answer: typeof known) => (answer.json as { message?: unknown } | undefined)?.message;
      if (known.status !== stranger.status || said(known) !== said(stranger)) {
        return fail(`a known and an unknown name get different answers (${known.status} "${String(said(known))}" / ${stranger.status} "${String(said(stranger))}")`);
      }
      return untilLimited(10, () => send(world.baseUrl, sendResetPassword, { username: unknown }));
    },
  },
  {
    name: 'wrong passwords are slowed down (429)',
    run: async (world) => untilLimited(20, () => send(world.baseUrl, login, { username: `nobody${world.username}`, password: 'wrong-password' })),
  },
  {
    name: 'hub: handshake with a session',
    run: async (world) => {
      const hub = openHub(world, world.token);
      const result = await hub.handshake;
      hub.close();
      return result.ok ? pass() : fail(result.reason);
    },
  },
  {
    name: 'hub: refused without a session',
    run: async (world) => {
      const hub = openHub(world, 'not-a-session-token');
      const result = await hub.handshake;
      hub.close();
      return result.ok ? fail('a made-up token was accepted') : pass();
    },
  },
  {
    name: 'hub: a notification is pushed to the member',
    run: async (world, { notifyHook }) => {
      if (!notifyHook) return { status: 'n/a', detail: 'no --notify-hook given' };
      const hub = openHub(world, world.token);
      try {
        const handshake = await hub.handshake;
        if (!handshake.ok) return fail(`no hub: ${handshake.reason}`);
        const title = `Conformance ${Date.now()}`;
        const hook = await fetch(notifyHook, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: world.username, title, note: 'A notification sent by the conformance suite.', type: 'System' }),
        });
        if (!hook.ok) return fail(`the notify hook answered HTTP ${hook.status}`);
        const invocation = await waitFor(() => hub.messages.find((message) => (message as { type?: unknown }).type === 1), 5000);
        if (!invocation) return fail('no invocation within 5 s');
        const { target, arguments: args } = invocation as { target?: unknown; arguments?: unknown[] };
        if (target !== HUB.method) return fail(`invocation target ${String(target)}, not ${HUB.method}`);
        const push = v.safeParse(hubMessageSchema, args?.[0]);
        if (!push.success || push.output.command !== 'Notification') return fail(`argument is not a Notification message: ${JSON.stringify(args?.[0])}`);
        let note: unknown;
        try {
          note = JSON.parse(push.output.message);
        } catch {
          return fail('the Notification message is not JSON');
        }
        const parsed = v.safeParse(notificationPushSchema, note);
        if (!parsed.success) return fail(`the notification breaks its schema: ${parsed.issues[0]?.message}`);
        return JSON.stringify(note).includes(title) ? pass() : fail('the pushed notification is not the one sent');
      } finally {
        hub.close();
      }
    },
  },
];
