import { test, expect, expectNoA11yViolations, openAsNewMember, type SitePage } from '../../support';
import { sportsbookFrame, TEXTS as SPORTS } from '../sports/sportsbook';

// Responsible gambling while playing (desktop in English, phone in Turkish): a loss limit stops a
// demo game round and a sportsbook bet, each frame saying why; the reality check comes over a demo
// game at its interval (the browser's clock moved on), with the session's figures, and the game
// pauses behind it until Continue. The session bar shows time and net result beside the game.
test.describe.configure({ timeout: 90_000 });

const T = {
  en: {
    search: 'Search games', lossRefused: /^Your daily loss limit \(₺3,00\) does not allow this bet: ₺3,00 left; the limit resets on/,
    reality: 'Reality check', played: /You have been playing for \d+ min this session\./, continueButton: 'Continue',
    paused: 'Game paused: the site is showing you your session so far.', session: /^Session \d+:\d\d$/, net: /^Net result/,
    limits: 'Limits', limitsTitle: 'Limits and Breaks',
  },
  tr: {
    search: 'Oyun ara', lossRefused: /^Günlük kayıp limitiniz \(₺3,00\) bu bahse izin vermiyor: kalan ₺3,00; limit .* tarihinde yenilenir\.$/,
    reality: 'Gerçeklik kontrolü', played: /Bu oturumda \d+ dk süredir oynuyorsunuz\./, continueButton: 'Devam et',
    paused: 'Oyun duraklatıldı: site size oturumunuzun özetini gösteriyor.', session: /^Oturum \d+:\d\d$/, net: /^Net sonuç/,
    limits: 'Limitler', limitsTitle: 'Limitler ve Mola',
  },
} as const;
const GAME = 'Şekerli Meyveler';

const langOf = (project: string) => (project === 'mobile' ? 'tr' : 'en');

/** A responsible-gambling call as the member's page makes it. */
async function memberCall(site: SitePage, path: string, data: unknown): Promise<void> {
  const token = await site.storage('token');
  const answer = await site.page.request.post(`${site.baseURL}/api/${path}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect((await answer.json()).success).toBe(true);
}

/** Opens the demo slot through the lobby's search (a member: it opens at once). */
async function openGame(site: SitePage, search: string) {
  await site.goto('/casino/slot');
  const box = site.page.getByRole('combobox', { name: search });
  await box.fill('sekerli');
  await expect(site.page.getByRole('option').first()).toContainText(GAME);
  await box.press('ArrowDown');
  await box.press('Enter');
  const game = site.page.frameLocator('[data-testid="game-frame"]');
  await expect(game.getByTestId('game-name')).toHaveText(GAME);
  return game;
}

// What the server refuses under a loss limit and each frame's own words, not a layout (the phone meets a game's frame in the tests below): the desktop project only (playwright.config.ts).
test('a loss limit stops a demo game round and a sportsbook bet, and each frame says why', { tag: '@desktop-only' }, async ({ site, page, sandbox }, testInfo) => {
  const lang = langOf(testInfo.project.name);
  const t = T[lang];
  await openAsNewMember(site, sandbox, '/', { lang, balance: 100 });
  await memberCall(site, 'responsible/setlimit', { kind: 'loss', period: 'day', amount: '3' });

  const game = await openGame(site, t.search);
  await game.getByTestId('bet').selectOption('5.00');
  await game.getByTestId('play').click();
  await expect(game.getByTestId('result')).toHaveText(t.lossRefused);
  await expect(game.getByTestId('provider-balance')).toHaveText('100.00');
  // The session bar beside the game: time and net result of this sign-in.
  await expect(page.getByTestId('session-time')).toHaveText(t.session);
  await expect(page.getByTestId('session-net')).toHaveText(t.net);

  await site.goto('/spor');
  const { content } = sportsbookFrame(page);
  await expect(content.getByTestId('sportsbook-balance')).toContainText('100,00');
  await content.locator('[data-event="101"]').getByTestId('odd').first().click();
  await content.getByLabel(SPORTS[lang].stake).fill('5');
  await content.getByRole('button', { name: SPORTS[lang].place }).click();
  await expect(content.getByTestId('slip-message')).toHaveText(t.lossRefused);
  await expect(page.getByTestId('header-balance')).toHaveText('₺100,00');
});

// The limits link of the session bar is met over the same game: one member, one game opened.
test('the reality check comes over a demo game at its interval with the session figures, and the game pauses until Continue; the session bar\'s Limits link closes the game and opens them', async ({ site, page, sandbox }, testInfo) => {
  const lang = langOf(testInfo.project.name);
  const t = T[lang];
  await page.clock.install();
  await openAsNewMember(site, sandbox, '/', { lang, balance: 100 });
  await memberCall(site, 'responsible/realitycheck', { minutes: 15 });
  const game = await openGame(site, t.search);
  await game.getByTestId('bet').selectOption('1.00');
  await game.getByTestId('play').click();
  await expect(game.getByTestId('result')).not.toBeEmpty();
  await expect(game.getByTestId('paused')).toBeHidden();

  await test.step('the reality check', async () => {
    // Fifteen minutes of the session later (the page's clock; the interval was read at load).
    await page.clock.fastForward('15:30');
    const dialog = page.getByRole('dialog', { name: t.reality });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(t.played);
    await expect(dialog.getByTestId('reality-wagered')).toHaveText('₺1,00');
    await expect(game.getByTestId('paused')).toHaveText(t.paused);
    await expect(game.getByTestId('play')).toBeDisabled();
    await expectNoA11yViolations(page, { include: '[data-testid="reality-check"]' });

    await dialog.getByRole('button', { name: t.continueButton }).click();
    await expect(dialog).toBeHidden();
    await expect(game.getByTestId('paused')).toBeHidden();
    await expect(game.getByTestId('play')).toBeEnabled();
  });

  await test.step('the limits are one tap from the game', async () => {
    await page.getByTestId('session-bar').getByRole('link', { name: t.limits }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard/limits');
    await expect(page.getByRole('heading', { level: 1, name: t.limitsTitle })).toBeVisible();
    await expect(page.getByTestId('play-modal')).toHaveCount(0);
    await expect(page.getByTestId('session-limits')).toHaveCount(0);
  });
});

test('the self-test is one tap from the footer of any page: nine questions, the score and its band explained', async ({ site, page }, testInfo) => {
  const lang = langOf(testInfo.project.name);
  const texts = {
    en: { link: 'Self-test', title: 'Self-test: is gambling still fun?', answer: 'Sometimes', submit: 'See my result', score: 'Your score: 9 of 27' },
    tr: { link: 'Kendini sına', title: 'Kendini sına: oyun hâlâ eğlence mi?', answer: 'Bazen', submit: 'Sonucumu göster', score: 'Puanınız: 27 üzerinden 9' },
  }[lang];
  await site.setLanguage(lang);
  await site.goto('/casino/slot');
  const tools = page.getByTestId('footer-rg');
  await tools.scrollIntoViewIfNeeded();
  await tools.getByRole('link', { name: texts.link }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/self-test');
  await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
  const groups = page.getByRole('radiogroup');
  await expect(groups).toHaveCount(9);
  for (let i = 0; i < 9; i += 1) await groups.nth(i).getByRole('radio', { name: texts.answer }).check();
  await page.getByRole('button', { name: texts.submit }).click();
  await expect(page.getByTestId('self-test-result')).toContainText(texts.score);
  await expectNoA11yViolations(page, { include: '[data-testid="self-test"]' });
});
