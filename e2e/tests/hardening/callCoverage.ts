import fs from 'node:fs';
import path from 'node:path';

// Where each call of the contract has its four failures drilled (Every call can fail). The browser
// drill (callFailures.spec.ts) keeps one call per area end to end; the others are component tests
// of the screen that makes the call, against the mock API, with the same four failures and checks
// (shared/test/callFailures.ts). callFailures.spec.ts checks this list against the contract's
// calls, so a new call is drilled somewhere or named here with a reason.

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** The call → the component test that drills it (the file names the call). */
export const COMPONENT_DRILLS: Record<string, string> = {
  ...Object.fromEntries([
    'customer/financialhistory', 'customer/gamehistory', 'customer/sessions', 'bonus/history', 'bonus/available', 'bonus/claim',
    'customer/changepassword', 'customer/updatephone', 'bonus/wagering', 'responsible/limits', 'responsible/setlimit',
    'responsible/cancelpending', 'responsible/realitycheck', 'responsible/break', 'responsible/panic',
  ].map((call) => [call, 'remote-account/src/callFailures.test.tsx'])),
  ...Object.fromEntries([
    'auth/form', 'auth/register', 'auth/sendresetpassword', 'auth/checkresetcode', 'auth/changepasswordwithcode',
    'customer/notification', 'customer/readnotification',
  ].map((call) => [call, 'host/src/member/callFailures.test.tsx'])),
  'auth/logout': 'host/src/member/auth/logoutFailures.test.ts',
  ...Object.fromEntries(['cms/content', 'cms/contentlist', 'cms/promotions', 'cms/callme'].map((call) => [call, 'host/src/shell/callFailures.test.tsx'])),
  ...Object.fromEntries(['payment/methods', 'payment/requests', 'payment/detail', 'payment/withdraw'].map((call) => [call, 'remote-payments/src/callFailures.test.tsx'])),
  ...Object.fromEntries([
    'casino/lobbygames', 'casino/favorites', 'casino/togglefavorite', 'casino/recent', 'casino/categorygames', 'transaction/topwinners', 'casino/games',
    'casino/game', 'responsible/session',
  ].map((call) => [call, 'remote-casino/src/callFailures.test.tsx'])),
  ...Object.fromEntries([
    'casino/dtlaunchurl', 'casino/emlaunchurl', 'casino/amusnetlaunchurl', 'casino/egtlaunchurl', 'casino/hub88launchurl', 'casino/softgamingslaunchurl',
  ].map((call) => [call, 'remote-casino/src/play/launchFailures.test.tsx'])),
};

/** Calls of the contract the drill does not run, each with its reason (neither in the browser nor as a component test). */
export const NOT_DRILLED: Record<string, string> = {
  'telemetry/failures': 'the failure report itself: nothing is shown to the player when it fails',
};

/** Every call path of the contract (`path: '…'` in contract/src/api, one file per call). */
export function contractCalls(): string[] {
  const calls: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/(?<!\.test)\.ts$/.test(entry.name)) {
        const source = fs.readFileSync(file, 'utf8');
        for (const match of source.matchAll(/defineCall\(\{[^}]*?path: ([^,\n]+),/g)) {
          const literal = /^'([^']+)'$/.exec(match[1]!.trim());
          const constant = literal ? null : new RegExp(`${match[1]!.trim()} = '([^']+)'`).exec(source);
          calls.push((literal ?? constant)?.[1] ?? `unreadable path in ${path.relative(ROOT, file)}`);
        }
      }
    }
  };
  walk(path.join(ROOT, 'contract', 'src', 'api'));
  return calls.sort();
}

/** The text of a repository file (a component test named in COMPONENT_DRILLS). */
export function repoFile(relative: string): string | null {
  const file = path.join(ROOT, relative);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}
