import { parseArgs } from './args';

export const USAGE = `Vitrin sandbox operator CLI (talks to a running sandbox on 127.0.0.1)

  notify   --user <username> --title <text> --note <text> [--type Bonus|Deposit|Withdraw|System|1..5]
  balance  --user <username> --set <amount>
  messages                       list the SMS codes and e-mails the sandbox sent, newest first

  every command takes [--url http://127.0.0.1:8080]  (default: $SANDBOX_URL or http://127.0.0.1:$PORT or :8080)`;

interface Io { out: (line: string) => void; err: (line: string) => void; env: Record<string, string | undefined> }

async function call(url: string, path: string, body?: unknown): Promise<{ status: number; json: { success?: boolean; message?: string; data?: unknown } }> {
  let response: Response;
  try {
    response = await fetch(new URL(path, url), body === undefined ? {} : {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
  } catch {
    throw new Error(`The sandbox is not running at ${url} (start it with ./vitrin start, or pass --url).`);
  }
  const text = await response.text();
  try {
    return { status: response.status, json: JSON.parse(text) as never };
  } catch {
    throw new Error(`Unexpected answer from ${url}${path} (HTTP ${response.status}); is that the sandbox?`);
  }
}

/** Returns the process exit code. */
export async function runCli(argv: string[], io: Io): Promise<number> {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs(argv);
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { command, flags } = parsed;
  const url = flags.url ?? io.env.SANDBOX_URL ?? `http://127.0.0.1:${io.env.PORT ?? 8080}`;
  const need = (name: string) => {
    const value = flags[name];
    if (value === undefined || value === '') throw new Error(`Missing --${name}\n\n${USAGE}`);
    return value;
  };
  try {
    switch (command) {
      case 'notify': {
        const type = flags.type ?? 'System';
        const { status, json } = await call(url, '/sandbox/admin/notify', {
          username: need('user'), title: need('title'), note: need('note'), type: /^\d+$/.test(type) ? Number(type) : type,
        });
        if (status !== 200 || !json.success) throw new Error(json.message ?? `HTTP ${status}`);
        io.out(json.message ?? 'ok');
        return 0;
      }
      case 'balance': {
        const amount = Number(need('set'));
        if (!Number.isFinite(amount) || amount < 0) throw new Error(`--set needs a non-negative number, got ${flags.set}`);
        const { status, json } = await call(url, '/sandbox/admin/balance', { username: need('user'), balance: amount });
        if (status !== 200 || !json.success) throw new Error(json.message ?? `HTTP ${status}`);
        io.out(json.message ?? 'ok');
        return 0;
      }
      case 'messages': {
        const { status, json } = await call(url, '/sandbox/messages.json');
        if (status !== 200 || !json.success) throw new Error(json.message ?? `HTTP ${status}`);
        const list = json.data as { createdAt: string; kind: string; recipient: string; username: string | null; text: string }[];
        if (list.length === 0) io.out('Nothing sent yet.');
        for (const m of list) io.out(`${m.createdAt}  ${m.kind.padEnd(5)}  ${m.recipient}${m.username ? ` (${m.username})` : ''}  ${m.text}`);
        return 0;
      }
      case undefined:
      case 'help':
      case '--help':
        io.out(USAGE);
        return 0;
      default:
        io.err(`Unknown command: ${command}\n\n${USAGE}`);
        return 2;
    }
  } catch (error) {
    io.err((error as Error).message);
    return 1;
  }
}
