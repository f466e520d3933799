import { parseArgs } from './args';
import { MAX_MONEY, parseMoney } from '../wallet/money';

export const USAGE = `Vitrin sandbox operator CLI (talks to a running sandbox on 127.0.0.1)

  notify   --user <username> --title <text> --note <text> [--type Bonus|Deposit|Withdraw|System|1..5]
  balance  --user <username> --set <amount>
  messages                       list the SMS codes and e-mails the sandbox sent, newest first
  payment list                   open deposit and withdrawal requests (Created, Pending)
  payment confirm <id>           confirm one: a deposit is credited, a withdrawal paid out
  payment reject <id>            reject one: a withdrawal's held amount goes back to the balance
  sports list                    open bets of the demo sportsbook
  sports won <id>                settle a bet as won: the win is credited and a notification pushed
  sports lost <id>               settle a bet as lost (a notification tells the player)
  responsible list               time-outs and self-exclusions in force, and members' limits
  responsible lift --user <username> --reason <text>
                                 lift a member's break (the reason is kept; the member is notified)

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
  // `payment <action> [<id>]` and `sports <action> [<id>]` take words before their flags.
  const firstFlag = argv.findIndex((arg) => arg.startsWith('--'));
  const takesWords = argv[0] === 'payment' || argv[0] === 'sports' || argv[0] === 'responsible';
  const words = takesWords ? argv.slice(1, firstFlag < 0 ? undefined : firstFlag) : [];
  try {
    parsed = parseArgs(takesWords ? [argv[0]!, ...argv.slice(1 + words.length)] : argv);
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
        // Sent as typed (a decimal string): the server checks it and stores it exactly.
        const amount = need('set');
        if (parseMoney(amount) === null) throw new Error(`--set needs an amount such as 250.50 (at most two decimals, at most ${MAX_MONEY}), got ${amount}`);
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
      case 'payment':
        return await paymentCommand(url, words, io);
      case 'sports':
        return await sportsCommand(url, words, io);
      case 'responsible':
        return await responsibleCommand(url, words, flags, io);
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

/** `payment list | confirm <id> | reject <id>`: the operator's side of payments (loopback admin routes). */
async function paymentCommand(url: string, words: string[], io: Io): Promise<number> {
  const [action, id] = words;
  if (action === 'list') {
    const { status, json } = await call(url, '/sandbox/admin/payments');
    if (status !== 200 || !json.success) throw new Error(json.message ?? `HTTP ${status}`);
    const list = json.data as { id: number; username: string; direction: number; methodName: string; amount: string; status: number; createdAt: string }[];
    if (list.length === 0) io.out('No open payment requests.');
    for (const p of list) io.out(`${String(p.id).padStart(5)}  ${p.direction === 1 ? 'deposit ' : 'withdraw'}  ${p.username}  ${p.methodName}  ${p.amount}  status ${p.status}  ${p.createdAt}`);
    return 0;
  }
  if ((action === 'confirm' || action === 'reject') && id && /^\d+$/.test(id)) {
    const { status, json } = await call(url, `/sandbox/admin/payments/${id}/${action}`, {});
    if (status !== 200 || !json.success) throw new Error(json.message ?? `HTTP ${status}`);
    io.out(json.message ?? 'ok');
    return 0;
  }
  io.err(`Usage: payment list | payment confirm <id> | payment reject <id>\n\n${USAGE}`);
  return 2;
}

/** `sports list | won <id> | lost <id>`: the operator settles the demo sportsbook's bets. */
async function sportsCommand(url: string, words: string[], io: Io): Promise<number> {
  const [action, id] = words;
  if (action === 'list') {
    const { status, json } = await call(url, '/sandbox/admin/sports/bets');
    if (status !== 200 || !json.success) throw new Error(json.message ?? `HTTP ${status}`);
    const list = json.data as { id: number; username: string; book: string; stake: string; totalOdds: string; potentialWin: string; selections: { label: string }[]; createdAt: string }[];
    if (list.length === 0) io.out('No open bets.');
    for (const b of list) io.out(`${String(b.id).padStart(5)}  ${b.book}  ${b.username}  ${b.stake} @ ${b.totalOdds} → ${b.potentialWin}  ${b.selections.map((s) => s.label).join(' + ')}  ${b.createdAt}`);
    return 0;
  }
  if ((action === 'won' || action === 'lost') && id && /^\d+$/.test(id)) {
    const { status, json } = await call(url, `/sandbox/admin/sports/bets/${id}/${action}`, {});
    if (status !== 200 || !json.success) throw new Error(json.message ?? `HTTP ${status}`);
    io.out(json.message ?? 'ok');
    return 0;
  }
  io.err(`Usage: sports list | sports won <id> | sports lost <id>\n\n${USAGE}`);
  return 2;
}

/** `responsible list | lift --user <name> --reason <text>`: the operator's side of the responsible-gambling tools. */
async function responsibleCommand(url: string, words: string[], flags: Record<string, string>, io: Io): Promise<number> {
  const [action] = words;
  if (action === 'list') {
    const { status, json } = await call(url, '/sandbox/admin/responsible');
    if (status !== 200 || !json.success) throw new Error(json.message ?? `HTTP ${status}`);
    const data = json.data as { breaks: { username: string; kind: string; duration: string; endsAt: string }[]; limits: { playerId: number; kind: string; period: string; amount: string | null; minutes: number | null; pendingFrom: string | null }[] };
    if (data.breaks.length === 0) io.out('No time-out or self-exclusion in force.');
    for (const b of data.breaks) io.out(`${b.username}  ${b.kind} ${b.duration}  until ${b.endsAt}`);
    for (const l of data.limits) io.out(`player ${l.playerId}  ${l.kind}/${l.period}  ${l.amount ?? (l.minutes === null ? 'none' : `${l.minutes} min`)}${l.pendingFrom ? `  (change pending from ${l.pendingFrom})` : ''}`);
    return 0;
  }
  if (action === 'lift' && flags.user && flags.reason) {
    const { status, json } = await call(url, '/sandbox/admin/responsible/lift', { username: flags.user, reason: flags.reason });
    if (status !== 200 || !json.success) throw new Error(json.message ?? `HTTP ${status}`);
    io.out(json.message ?? 'ok');
    return 0;
  }
  io.err(`Usage: responsible list | responsible lift --user <username> --reason <text>\n\n${USAGE}`);
  return 2;
}
