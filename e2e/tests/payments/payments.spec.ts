import type { Locator, Page } from '@playwright/test';
import { test, expect, expectNoA11yViolations, blockRemote, hubUp, openAsNewMember, withoutPopup, type SandboxClient } from '../../support';

// Payments end to end, one path per flow: desktop in English, mobile in Turkish.
test.describe.configure({ timeout: 90_000 });

const TEXTS = {
  en: {
    papara: /^Papara Min/, bank: /^Bank transfer \(Havale\/EFT\) Min/, amount: 'Amount', paparaNo: 'Papara number', iban: 'IBAN',
    holder: 'Account holder', deposit: 'Deposit', withdraw: 'Request withdrawal', min: 'At least ₺20,00', continue: 'Continue to the payment page',
    pending: 'Your pending requests',
    filterType: 'Type', deposits: 'Deposit', withdrawals: 'Withdraw', applyFilter: 'Filter', confirmed: 'Confirmed', pendingStatus: 'Pending',
    bankName: 'Bank', transferRecorded: /Your transfer of ₺250,00 was recorded/, pendingExists: /already have a withdrawal awaiting approval/,
    typed: '1,000.50', afterWithdrawal: '₺499,50',
    usdt: /^USDT Min/, network: 'Network', details: 'Payment details', copyIban: 'Copy IBAN', ibanCopied: 'IBAN copied',
    bankHint: /write VT-\d{6}[A-Z] in the description/, cryptoHint: 'Send USDT on the TRC20 network only', qr: 'QR code of the TRC20 wallet address',
    usdtRecorded: 'Your USDT deposit of ₺1.000,00 was recorded', readAll: 'Mark all as read', allNotifications: 'All notifications', confirmedNote: 'Your deposit of ₺150,25 was confirmed',
  },
  tr: {
    papara: /^Papara Alt limit/, bank: /^Havale\/EFT Alt limit/, amount: 'Tutar', paparaNo: 'Papara numarası', iban: 'IBAN',
    holder: 'Hesap sahibi', deposit: 'Yatır', withdraw: 'Çekim talebi gönder', min: 'En az ₺20,00', continue: 'Ödeme sayfasına devam et',
    pending: 'Bekleyen talepleriniz',
    filterType: 'İşlem türü', deposits: 'Yatırım', withdrawals: 'Çekim', applyFilter: 'Filtrele', confirmed: 'Onaylandı', pendingStatus: 'Beklemede',
    bankName: 'Banka', transferRecorded: /₺250,00 tutarındaki havale talebiniz alındı/, pendingExists: /Onay bekleyen bir çekim talebiniz var/,
    typed: '1.000,50', afterWithdrawal: '₺499,50',
    usdt: /^USDT Alt limit/, network: 'Ağ', details: 'Ödeme bilgileri', copyIban: 'IBAN kopyala', ibanCopied: 'IBAN kopyalandı',
    bankHint: /açıklamaya VT-\d{6}[A-Z] yazın/, cryptoHint: 'Yalnızca TRC20 ağında USDT gönderin', qr: 'TRC20 cüzdan adresinin QR kodu',
    usdtRecorded: '₺1.000,00 tutarındaki USDT yatırım talebiniz alındı', readAll: 'Tümünü okundu işaretle', allNotifications: 'Tüm bildirimler', confirmedNote: '₺150,25 yatırımınız onaylandı',
  },
};

type Texts = (typeof TEXTS)[keyof typeof TEXTS];
type BusWindow = Window & { __vitrinBus_v1?: { emit: (name: string, payload: unknown) => void } };

/** Opens the bank-transfer withdrawal and fills it (amount, the demo IBAN, holder); returns the dialog. */
async function fillWithdrawal(page: Page, t: Texts, amount: string): Promise<Locator> {
  await page.getByRole('button', { name: t.bank }).click();
  const dialog = page.getByRole('dialog', { name: 'Havale/EFT' });
  await dialog.getByRole('textbox', { name: new RegExp(`^${t.amount}`) }).fill(amount);
  await dialog.getByRole('textbox', { name: new RegExp(`^${t.iban}`) }).fill('TR330006100519786457841326');
  // The holder comes prefilled from the profile (a new member is Deneme Üye); then changed.
  const holder = dialog.getByRole('textbox', { name: new RegExp(`^${t.holder}`) });
  await expect(holder).toHaveValue('Deneme Üye');
  await holder.fill('Ada Yılmaz');
  return dialog;
}

/** The operator confirms or rejects the member's latest open request (loopback admin route). */
async function operatorDecides(page: Page, sandbox: SandboxClient, baseURL: string, username: string, decision: 'confirm' | 'reject'): Promise<void> {
  const open = (await (await page.request.get(`${baseURL}/sandbox/admin/payments`)).json()) as { data: { id: number; username: string }[] };
  const mine = open.data.filter((p) => p.username === username);
  expect(mine).toHaveLength(1);
  await sandbox.post(`/sandbox/admin/payments/${mine[0]!.id}/${decision}`, {});
}

test('a link deposit paid on the demo provider page raises the balance and brings a live notification with a toast; all read at once, listed on the notifications page', async ({ site, page, sandbox }, testInfo) => {
  const lang = testInfo.project.name === 'mobile' ? 'tr' : 'en';
  const t = TEXTS[lang];
  const member = await openAsNewMember(site, sandbox, '/dashboard/deposit', { lang, hub: false });
  await site.expectRemote('payments');
  await expect(page.getByRole('button', { name: t.papara })).toBeVisible();
  await expectNoA11yViolations(page, { include: '[data-remote-section="payments"]' });
  await hubUp(sandbox, member.username);

  await page.getByRole('button', { name: t.papara }).click();
  const dialog = page.getByRole('dialog', { name: 'Papara' });
  const amount = dialog.getByRole('textbox', { name: new RegExp(`^${t.amount}`) });
  await amount.fill('10');
  await amount.blur();
  // A validation error, translated, and nothing sent.
  await expect(dialog.getByText(t.min)).toBeVisible();
  await expectNoA11yViolations(page, { include: '[role="dialog"]' });
  await amount.fill('150,25');
  await dialog.getByRole('textbox', { name: new RegExp(`^${t.paparaNo}`) }).fill('1234567890');

  const providerTab = page.context().waitForEvent('page');
  await dialog.getByRole('button', { name: t.deposit, exact: true }).click();
  const provider = await providerTab;
  await expect(dialog.getByRole('link', { name: t.continue })).toBeVisible();
  expect(new URL(provider.url()).origin).not.toBe(new URL(page.url()).origin);
  await provider.getByRole('button', { name: /Pay/ }).click();
  await expect(provider.getByRole('heading', { name: /Payment complete/ })).toBeVisible();
  // The provider's page leads back to the site the player came from (and nowhere else).
  await expect(provider.getByRole('link', { name: /Return to site/ })).toHaveAttribute('href', `${new URL(page.url()).origin}/`);
  await provider.close();

  await expect(page.getByTestId('header-balance')).toHaveText('₺150,25', { timeout: 5000 });
  // The dialog does not stay on "continue to the payment page": the credit closes it.
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('notification-badge')).toContainText('1');
  // The money is said at once in a toast, the amount in the notification's title line.
  // In the member's language (the one the deposit was asked in).
  await expect(page.getByText(t.confirmedNote)).toBeVisible();
  await page.getByTestId('notification-bell').click();
  const panel = page.getByTestId(/^notification-(popover|sheet)$/).first();
  if (testInfo.project.name === 'mobile') {
    // The phone's sheet fills the screen: a toast stands at its bottom, clear of its first lines
    // (ADR 0028, 0086; the deposit's own toast stood over "mark all as read" for its 4 s).
    await expect(panel.getByRole('button', { name: t.readAll })).toBeVisible();
    await page.evaluate(() => (window as BusWindow).__vitrinBus_v1!.emit('toast/show', { type: 'info', message: 'Bilgi notu' }));
    // Polled: the toast slides in from the top before it stands at the bottom.
    await expect.poll(async () => (await page.getByText('Bilgi notu').boundingBox())?.y ?? 0).toBeGreaterThan(page.viewportSize()!.height / 2);
  }
  await panel.getByRole('button', { name: t.readAll }).click();
  await expect(panel.getByTestId('unread-dot')).toHaveCount(0);
  await panel.getByRole('link', { name: t.allNotifications }).click();
  await expect(page).toHaveURL(/\/dashboard\/notifications$/);
  await expect(page.getByTestId('notification-page-row').filter({ hasText: t.confirmedNote })).toHaveCount(1);
});

// The form's rules and formats are remote-payments' component tests (dialog/PaymentDialog.test.tsx:
// preset and typed amounts, the withdrawable limit, the holder, a pasted and a foreign IBAN;
// methods/PaymentMethodsPage.test.tsx: fee, time and badges in each language). The journey types
// the first amount as the site writes it in its language, with decimals, and the server holds
// exactly that.
test('a withdrawal typed as the site writes amounts holds its amount until the operator confirms it, a rejected one returns it; the member is told live', async ({ site, page, sandbox, baseURL }, testInfo) => {
  const lang = testInfo.project.name === 'mobile' ? 'tr' : 'en';
  const t = TEXTS[lang];
  const member = await openAsNewMember(site, sandbox, '/dashboard/withdraw', { lang, balance: 1500 });

  const dialog = await fillWithdrawal(page, t, t.typed);
  await expect(dialog.getByRole('textbox', { name: new RegExp(`^${t.iban}`) })).toHaveValue('TR33 0006 1005 1978 6457 8413 26');
  let posts = 0;
  page.on('request', (r) => void (r.url().endsWith('/api/payment/withdraw') && (posts += 1)));
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/payment/withdraw'));
  await dialog.getByRole('button', { name: t.withdraw }).dblclick();
  expect((await (await sent).json()).success).toBe(true);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('header-balance')).toHaveText(t.afterWithdrawal, { timeout: 5000 });
  await expect(page.getByRole('region', { name: t.pending })).toContainText('₺1.000,50');
  expect(posts).toBe(1);

  await operatorDecides(page, sandbox, baseURL!, member.username, 'confirm');
  await expect(page.getByTestId('notification-badge')).toContainText('1');
  await expect(page.getByTestId('header-balance')).toHaveText(t.afterWithdrawal);
  await expect(page.getByRole('region', { name: t.pending })).toBeHidden();

  // A second request, rejected by the operator: the held amount comes back.
  await (await fillWithdrawal(page, t, '100')).getByRole('button', { name: t.withdraw }).click();
  await expect(page.getByTestId('header-balance')).toHaveText('₺399,50', { timeout: 5000 });
  await operatorDecides(page, sandbox, baseURL!, member.username, 'reject');
  await expect(page.getByTestId('header-balance')).toHaveText(t.afterWithdrawal, { timeout: 5000 });
  await expect(page.getByTestId('notification-badge')).toContainText('2');
});

// One bank transfer deposit for what it says and where it is listed: the instructions, the
// pending request, the history turning it confirmed live; then the withdrawal the server refuses
// and the history by type.
test('a transfer deposit says where to send the money and keeps saying it while pending; the history turns it confirmed live; a refused withdrawal keeps what was typed; the history shows both by type', async ({ site, page, sandbox, baseURL, context }, testInfo) => {
  const lang = testInfo.project.name === 'mobile' ? 'tr' : 'en';
  const t = TEXTS[lang];
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const member = await openAsNewMember(site, sandbox, '/dashboard/deposit', { lang });
  const pending = page.getByRole('region', { name: t.pending });
  // The member moves between the dashboard's pages inside the site, as its menu does (each page's
  // deep link is routes.spec's): the hub connection stays up across them, as it does for a player.

  await test.step('a form deposit (no provider page) says where to send the money', async () => {
    await page.getByRole('button', { name: t.bank }).click();
    const dialog = page.getByRole('dialog', { name: 'Havale/EFT' });
    await dialog.getByRole('textbox', { name: new RegExp(`^${t.amount}`) }).fill('250');
    await dialog.getByRole('combobox', { name: new RegExp(`^${t.bankName}`) }).click();
    await page.getByRole('option', { name: 'Akbank' }).click();
    await expect(dialog.getByRole('textbox', { name: new RegExp(`^${t.holder}`) })).toHaveValue('Deneme Üye');
    await dialog.getByRole('button', { name: t.deposit, exact: true }).click();
    // The server's message says what happens next.
    await expect(page.getByText(t.transferRecorded)).toBeVisible();
    const sent = dialog.getByTestId('deposit-instructions');
    await expect(sent).toContainText(t.bankHint);
    await expect(sent).toContainText('Akbank');
    await expect(sent).toContainText('Vitrin Ödeme Hizmetleri A.Ş.');
    await expect(sent).toContainText('₺250,00');
    const reference = (await sent.getByTestId('instruction-value').nth(3).textContent())!;
    await sent.getByRole('button', { name: t.copyIban }).click();
    await expect(page.getByText(t.ibanCopied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^TR\d{24}$/);
    await expectNoA11yViolations(page, { include: '[role="dialog"]' });
    await page.keyboard.press('Escape');

    // Later, from the pending request: the same instructions.
    await pending.getByRole('button', { name: new RegExp(`^${t.details}`) }).click();
    const again = page.getByRole('dialog', { name: t.details });
    await expect(again.getByTestId('deposit-instructions')).toContainText(reference);
    await page.keyboard.press('Escape');
  });

  await test.step('USDT: a wallet address with its network and a QR code, not a bank transfer', async () => {
    await page.getByRole('button', { name: t.usdt }).click();
    const usdt = page.getByRole('dialog', { name: 'USDT' });
    await usdt.getByRole('textbox', { name: new RegExp(`^${t.amount}`) }).fill('1000');
    await usdt.getByRole('combobox', { name: new RegExp(`^${t.network}`) }).click();
    await page.getByRole('option', { name: 'TRC20' }).click();
    await usdt.getByRole('button', { name: t.deposit, exact: true }).click();
    await expect(page.getByText(t.usdtRecorded)).toBeVisible();
    await expect(usdt.getByTestId('deposit-instructions')).toContainText(t.cryptoHint);
    await expect(usdt.getByRole('img', { name: t.qr })).toBeVisible();
    await expect(usdt.getByTestId('deposit-instructions')).toContainText('28.99 USDT');
    await page.keyboard.press('Escape');
    await expect(pending.getByRole('button', { name: new RegExp(`^${t.details}`) })).toHaveCount(2);
  });

  await test.step('the history lists the transfer while it waits and turns it confirmed live; its instructions are gone', async () => {
    await site.navigateInApp('/dashboard/financial-activities');
    const waiting = page.getByTestId('financial-list-row').filter({ hasText: '₺250,00' });
    await expect(waiting).toContainText(t.pendingStatus);
    const open = (await (await page.request.get(`${baseURL}/sandbox/admin/payments`)).json()) as { data: { id: number; username: string; methodName: string }[] };
    const transfer = open.data.find((p) => p.username === member.username && p.methodName.includes('Havale/EFT'))!;
    await sandbox.post(`/sandbox/admin/payments/${transfer.id}/confirm`, {});
    await expect(waiting).toContainText(t.confirmed, { timeout: 5000 });
    await expect(page.getByTestId('header-balance')).toHaveText('₺250,00', { timeout: 5000 });
    await expect(page.getByTestId('notification-badge')).toContainText('1');
    await site.navigateInApp('/dashboard/deposit');
    await expect(pending.getByRole('button', { name: new RegExp(`^${t.details}`) })).toHaveCount(1);
  });

  await test.step('one pending withdrawal at a time: the second is refused by the server, and the form keeps it all', async () => {
    await site.navigateInApp('/dashboard/withdraw');
    const withdraw = async (value: string) => {
      const form = await fillWithdrawal(page, t, value);
      await form.getByRole('button', { name: t.withdraw }).click();
      return form;
    };
    await expect(await withdraw('100')).toBeHidden();
    const refused = await withdraw('120');
    await expect(page.getByText(t.pendingExists)).toBeVisible();
    await expect(refused).toBeVisible();
    await expect(refused.getByRole('textbox', { name: new RegExp(`^${t.amount}`) })).toHaveValue(/^120/);
    await expect(refused.getByRole('textbox', { name: new RegExp(`^${t.holder}`) })).toHaveValue('Ada Yılmaz');
    await expect(page.getByTestId('header-balance')).toHaveText('₺150,00');
  });

  await test.step('the financial history shows exactly what the member did, filtered by type', async () => {
    await site.navigateInApp('/dashboard/financial-activities');
    const history = page.locator('[data-remote-section="account"]').first();
    const filterBy = async (type: string) => {
      await page.getByRole('combobox', { name: t.filterType }).click();
      await page.getByRole('option', { name: type, exact: true }).click();
      await page.getByRole('button', { name: t.applyFilter, exact: true }).click();
    };
    await filterBy(t.deposits);
    await expect(history.getByText('₺250,00')).toBeVisible();
    await expect(history.getByText(t.confirmed)).toBeVisible();
    await expect(history.getByText('₺100,00')).toHaveCount(0);
    await filterBy(t.withdrawals);
    await expect(history.getByText('₺100,00')).toBeVisible();
    await expect(history.getByText(t.pendingStatus)).toBeVisible();
    await expect(history.getByText('₺250,00')).toHaveCount(0);
  });
});

// A remote's fallback, not a layout (the phone meets one in remote-failures.spec.ts): the desktop project only (playwright.config.ts).
test('payments down: its pages show the fallback while the dashboard and header work', { tag: '@desktop-only' }, async ({ site, page }) => {
  await withoutPopup(page);
  await blockRemote(page, 'payments');
  await site.loginAsNewMember();
  await site.goto('/dashboard/deposit');
  await expect(page.getByTestId('section-fallback').first()).toBeVisible();
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await site.goto('/dashboard/account');
  await site.expectRemote('account');
});
