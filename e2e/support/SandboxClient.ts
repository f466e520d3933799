import type { APIRequestContext } from '@playwright/test';

/** One message the sandbox "sent" (SMS code, password-reset mail, …), read from its loopback outbox. */
export interface SandboxMessage {
  id: number;
  kind: string;
  recipient: string;
  subject: string | null;
  text: string;
  createdAt: string;
  username: string | null;
}

export interface Notification {
  title?: string;
  note?: string;
  /** The notification type name or id; the sandbox defaults to System. */
  type?: string | number;
}

/**
 * The sandbox's loopback-only operator routes (sandbox-api/README.md): its outbox, notifications
 * pushed over the hub, balance changes. The test runner is on 127.0.0.1, so they answer.
 */
export class SandboxClient {
  constructor(
    private readonly request: APIRequestContext,
    readonly baseURL: string,
  ) {}

  /** Everything the sandbox has sent so far, oldest first. */
  async messages(): Promise<SandboxMessage[]> {
    const response = await this.request.get(`${this.baseURL}/sandbox/messages.json`);
    await this.ensureOk(response, 'GET /sandbox/messages.json');
    const json = (await response.json()) as { data?: SandboxMessage[] };
    // The outbox answers newest first (the last 200); tests read it oldest first.
    return [...(json.data ?? [])].sort((a, b) => a.id - b.id);
  }

  /** The newest message whose text (any field) matches, e.g. the SMS sent to a phone number. */
  async lastMessage(match: (message: SandboxMessage) => boolean = () => true): Promise<SandboxMessage | undefined> {
    const all = await this.messages();
    return [...all].reverse().find(match);
  }

  /**
   * The first run of `length` digits in the newest message to `to` (a phone number, an e-mail
   * address or a user name): SMS and password-reset codes.
   */
  async lastCode(to: string, length = 6): Promise<string> {
    const message = await this.lastMessage((m) => m.recipient === to || m.username === to || m.recipient.includes(to));
    if (!message) throw new Error(`the sandbox sent nothing to ${to}`);
    const found = new RegExp(`(?<!\\d)\\d{${length}}(?!\\d)`).exec(`${message.subject ?? ''} ${message.text}`);
    if (!found) throw new Error(`no ${length}-digit code in ${JSON.stringify(message)}`);
    return found[0];
  }

  /** Pushes a notification to a member: stored, and sent live over the hub to open connections. */
  async notify(username: string, notification: Notification = {}): Promise<{ delivered: number }> {
    const answer = (await this.post('/sandbox/admin/notify', {
      username,
      title: notification.title ?? 'E2E notification',
      note: notification.note ?? 'Sent by an end-to-end test.',
      ...(notification.type !== undefined ? { type: notification.type } : {}),
    })) as { data?: { delivered?: number } };
    return { delivered: answer.data?.delivered ?? 0 };
  }

  /** Sets a member's balance; a connected client hears it over the hub or the next poll. */
  async setBalance(username: string, balance: number): Promise<{ delivered: number }> {
    const answer = (await this.post('/sandbox/admin/balance', { username, balance })) as { data?: { delivered?: number } };
    return { delivered: answer.data?.delivered ?? 0 };
  }

  /**
   * Drops the hub's WebSocket connections (all, or one member's) the way a restarting server
   * does: the client is told it may reconnect. To keep the hub away, also block it in the page:
   * `page.routeWebSocket('**\/hub/**', (ws) => ws.close())`.
   */
  async dropHub(username?: string): Promise<void> {
    await this.control('drop-hub', username);
  }

  /** Open, handshaken hub connections (all, or one member's), to wait until the page is live. */
  async hubConnections(username?: string): Promise<number> {
    const answer = (await this.control('hub-connections', username)) as { count: number };
    return answer.count;
  }

  private async control(action: string, username?: string): Promise<unknown> {
    const base = process.env.E2E_CONTROL_URL;
    if (!base) throw new Error('E2E_CONTROL_URL is not set (the global setup starts the sandbox control)');
    const response = await this.request.post(`${base}/${action}`, { data: { username } });
    await this.ensureOk(response, `sandbox control ${action}`);
    return (await response.json()) as unknown;
  }

  /** Any other loopback admin route of the sandbox, e.g. post('/sandbox/admin/payment', {...}). */
  async post(pathname: string, body: unknown): Promise<unknown> {
    const response = await this.request.post(`${this.baseURL}${pathname}`, { data: body });
    await this.ensureOk(response, `POST ${pathname}`);
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : null;
  }

  private async ensureOk(response: { ok(): boolean; status(): number; text(): Promise<string> }, what: string): Promise<void> {
    if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${(await response.text()).slice(0, 300)}`);
  }
}
