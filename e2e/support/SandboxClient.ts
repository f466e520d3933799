import type { APIRequestContext } from '@playwright/test';

/** One message the sandbox "sent" (SMS code, password-reset mail, …), read from its loopback outbox. */
export interface SandboxMessage {
  [key: string]: unknown;
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
    const json = (await response.json()) as unknown;
    if (Array.isArray(json)) return json as SandboxMessage[];
    const list = (json as { messages?: SandboxMessage[] }).messages;
    return list ?? [];
  }

  /** The newest message whose text (any field) matches, e.g. the SMS sent to a phone number. */
  async lastMessage(match: (message: SandboxMessage) => boolean = () => true): Promise<SandboxMessage | undefined> {
    const all = await this.messages();
    return [...all].reverse().find(match);
  }

  /** The first run of `length` digits in the newest message that mentions `to` (SMS or e-mail codes). */
  async lastCode(to: string, length = 6): Promise<string> {
    const message = await this.lastMessage((m) => JSON.stringify(m).includes(to));
    if (!message) throw new Error(`the sandbox sent nothing to ${to}`);
    const found = new RegExp(`\\b\\d{${length}}\\b`).exec(JSON.stringify(message));
    if (!found) throw new Error(`no ${length}-digit code in ${JSON.stringify(message)}`);
    return found[0];
  }

  /** Pushes a notification to a member, stored and sent over the hub (NotifyMessage). */
  async notify(username: string, notification: Record<string, unknown> = {}): Promise<unknown> {
    return this.post('/sandbox/admin/notify', { username, ...notification });
  }

  /** Sets a member's balance; a connected client hears it over the hub or the next poll. */
  async setBalance(username: string, balance: number): Promise<unknown> {
    return this.post('/sandbox/admin/balance', { username, balance });
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
