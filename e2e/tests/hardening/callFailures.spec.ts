import { test, expect } from '../../support';
import { TEXTS } from '../member/memberTexts';
import { MemberPage, withoutPopup } from '../member/memberPage';
import { recordRows, runDrill, table, writeReport, type CallDrill, type DrillContext } from './callDrill';
import { COMPONENT_DRILLS, contractCalls, NOT_DRILLED, repoFile } from './callCoverage';

// Every call can fail: every API call the site makes (contract/README.md) answers 500,
// times out, refuses with a message and breaks its schema, in turn. Each time the player is told
// in Turkish where they are, keeps what they typed, and the page (header, menus) keeps working
// with no unhandled rejection. One tab per call; desktop only. A call the page asks whenever it
// is shown meets its first failure on a full load and the next three on coming back to the page
// inside the app (`away`: the earlier failure's messages gone first, so each message is the
// failure's own); a call asked only when the app starts is one full load per failure. The table
// is attached to each test and written whole to e2e/reports/callFailures.md (gitignored). Calls
// whose failure is the same code path for several endpoints keep a sample here; the rest are
// component tests that name the call, with the same four failures and checks (callCoverage.ts
// lists where each call is drilled, and the first test below checks that list against the
// contract's calls).

const t = TEXTS.tr;
const PAY = { papara: /^Papara Alt limit/, amount: 'Tutar', paparaNo: 'Papara numarası', deposit: 'Yatır' };

/** /casino/play/{game} for a game of the given launch provider (spec §2, §4). */
function playPath(providerName: string): string {
  const game = { id: 1, gameCode: 'drill-game', name: 'Drill Game', providerName, productId: 1, system: 1 };
  return `/casino/play/${encodeURIComponent(Buffer.from(JSON.stringify(game)).toString('base64'))}`;
}

/** Where a drill steps away to between failures: a page of the host that makes none of the drilled calls. */
const AWAY = '/promotions';

const dialog = (context: DrillContext, name: string) => context.page.getByRole('dialog', { name });
const member = (context: DrillContext) => new MemberPage(context.page, t);

// One launch call end to end: the seven launch calls × four failures are a component test of the
// play page (remote-casino/src/play/launchFailures.test.tsx, named by call), milliseconds each.
const LAUNCH: [string, string][] = [
  ['casino/pragmaticlaunchurl', 'Pragmatic Play'],
];

const DRILLS: CallDrill[] = [
  // Shell and content, as a guest: the bootstrap data end to end; a page's content, the menu of
  // pages, the promotions and the call request are host/src/shell/callFailures.test.tsx.
  // The bootstrap data: the site starts on its bundled texts and settings (spec §8; platform/remote-failures).
  { call: 'cms/grouped', who: 'guest', start: '/', mode: 'load', expect: 'quiet' },
  // Signing in, as a guest: one call end to end; signing up, the password recovery and the
  // notifications are host/src/member/callFailures.test.tsx.
  {
    call: 'auth/login', who: 'guest', start: '/', mode: 'submit', expect: 'message',
    async prepare(context) {
      const login = await member(context).openLogin();
      await member(context).field(login, t.username).fill('demo');
      await member(context).field(login, t.password).fill('demo123');
      return [{ field: member(context).field(login, t.username), value: 'demo' }];
    },
    async submit(context) {
      await dialog(context, t.loginTitle).getByRole('button', { name: t.loginSubmit, exact: true }).click();
    },
  },
  // The member's frame (auth/logout's failures are host/src/member/auth/logoutFailures.test.ts).
  { call: 'user/balance', who: 'member', start: '/', mode: 'load', expect: 'quiet' },
  {
    call: 'bonus/definetrialbonus', who: 'guest', start: '/', mode: 'submit', expect: 'message',
    unreachable: 'asked once by the congratulations dialog right after a registration with the trial bonus; covered by member/register.spec.ts',
  },
  // The dashboard: one call end to end; the other eight are remote-account/src/callFailures.test.tsx.
  { call: 'customer/details', who: 'member', start: '/dashboard/account', away: AWAY, mode: 'load', expect: 'message' },
  // Payments: one call end to end; the other four are remote-payments/src/callFailures.test.tsx.
  {
    call: 'payment/deposit', who: 'member', start: '/dashboard/deposit', mode: 'submit', expect: 'message',
    async prepare({ page }) {
      await page.getByRole('button', { name: PAY.papara }).click();
      const form = page.getByRole('dialog', { name: 'Papara' });
      await form.getByRole('textbox', { name: new RegExp(`^${PAY.amount}`) }).fill('150,25');
      await form.getByRole('textbox', { name: new RegExp(`^${PAY.paparaNo}`) }).fill('1234567890');
      return [
        { field: form.getByRole('textbox', { name: new RegExp(`^${PAY.amount}`) }), value: /150,25/ },
        { field: form.getByRole('textbox', { name: new RegExp(`^${PAY.paparaNo}`) }), value: '1234567890' },
      ];
    },
    async submit({ page }) {
      await page.getByRole('dialog', { name: 'Papara' }).getByRole('button', { name: PAY.deposit, exact: true }).click();
    },
  },
  // Sports.
  { call: 'sports/entry', who: 'guest', start: '/spor', away: AWAY, mode: 'load', expect: 'message' },
  {
    call: 'sports/token', who: 'member', start: '/spor', mode: 'load', expect: 'message',
    unreachable: "asked only when the sportsbook frame reports its token expired (frame message); sports/sports.spec.ts drives that path",
  },
  // Casino: one launch call end to end; the lobby, rails, search and favourites are
  // remote-casino/src/callFailures.test.tsx, the other launch calls play/launchFailures.test.tsx.
  ...LAUNCH.map(([call, provider]): CallDrill => ({ call, who: 'member', start: playPath(provider), away: AWAY, mode: 'load', expect: 'message' })),
];

// No browser: every call of the contract is drilled here, in a component test that names it, or
// listed as not drilled with a reason, so a new call cannot be left out of the drill unnoticed.
test('every call of the contract has its failures drilled somewhere', () => {
  const calls = contractCalls();
  const inBrowser = new Set(DRILLS.map((drill) => drill.call));
  const problems: string[] = [];
  for (const call of calls) {
    const places = [inBrowser.has(call) && 'browser', COMPONENT_DRILLS[call] && 'component', NOT_DRILLED[call] && 'not drilled'].filter(Boolean);
    if (places.length !== 1) problems.push(`${call}: ${places.length ? `listed twice (${places.join(', ')})` : 'drilled nowhere: add it to the drill or to callCoverage.ts'}`);
  }
  for (const [call, file] of Object.entries(COMPONENT_DRILLS)) {
    if (!calls.includes(call)) problems.push(`${call}: not a call of the contract`);
    if (!repoFile(file)?.includes(`'${call}'`)) problems.push(`${call}: ${file} does not name it`);
  }
  for (const call of [...inBrowser, ...Object.keys(NOT_DRILLED)]) if (!calls.includes(call)) problems.push(`${call}: not a call of the contract`);
  expect(problems).toEqual([]);
});

test.describe('every call fails four ways', () => {
  // Desktop only: the failures do not depend on the layout: the desktop project runs this file, the other does not list it (playwright.config.ts).
  test.describe.configure({ timeout: 90_000 });

  for (const drill of DRILLS) {
    test(`${drill.call}`, async ({ site, page, sandbox }, testInfo) => {
      await site.setLanguage('tr');
      await withoutPopup(page);
      const account = drill.who === 'member' && !drill.unreachable ? await site.loginAsNewMember() : null;
      const rows = await runDrill(drill, { page, site, sandbox, member: account });
      await recordRows(rows, testInfo);
      expect(rows.filter((row) => !row.ok), table(rows)).toEqual([]);
    });
  }

  test.afterAll(() => {
    console.log(writeReport());
  });
});
