import { test, expect, openAsNewMember } from '../../support';

// Real and bonus money end to end (desktop in English, phone in Turkish): a bonus is played but
// not withdrawn until wagered; the header, dashboard and bonus page say so; a withdrawal of the
// real money cancels a bonus whose terms say so; both histories tell it.
test.describe.configure({ timeout: 90_000 });

const TEXTS = {
  en: {
    split: 'Withdrawable ₺150,00 · Bonus ₺100,00', wagering: 'Bonuses being wagered', progress: '₺0,00 of ₺500,00 wagered (0%)',
    trial: 'Trial Bonus · ₺100,00', bank: /^Bank transfer \(Havale\/EFT\) Min/, amount: 'Amount', iban: 'IBAN', withdrawable: 'Withdrawable balance: ₺150,00',
    tooMuch: 'Your withdrawable balance is ₺150,00', withdraw: 'Request withdrawal', cancelled: /Your bonus with unfinished wagering \(₺100,00\) was cancelled/,
    headerBonus: 'of which bonus ₺100,00', credit: 'Bonus', cancelledBonus: 'Bonus cancelled', completed: 'Completed',
  },
  tr: {
    split: 'Çekilebilir bakiye ₺150,00 · Bonus ₺100,00', wagering: 'Çevrimdeki bonuslar', progress: '₺0,00 / ₺500,00 çevrildi (%0)',
    trial: 'Deneme Bonusu · ₺100,00', bank: /^Havale\/EFT Alt limit/, amount: 'Tutar', iban: 'IBAN', withdrawable: 'Çekilebilir bakiye: ₺150,00',
    tooMuch: 'Çekilebilir bakiyeniz ₺150,00', withdraw: 'Çekim talebi gönder', cancelled: /Çevrimi tamamlanmamış bonusunuz \(₺100,00\) kuralları gereği iptal edildi/,
    headerBonus: 'bonus ₺100,00 dahil', credit: 'Bonus', cancelledBonus: 'Bonus iptali', completed: 'Tamamlandı',
  },
};

test('a trial bonus is bonus money: shown apart, wagered before it can leave, cancelled by a withdrawal of the real money', async ({ site, page, sandbox, baseURL }, testInfo) => {
  const mobile = testInfo.project.name === 'mobile';
  const t = TEXTS[mobile ? 'tr' : 'en'];
  const member = await openAsNewMember(site, sandbox, '/dashboard', { lang: mobile ? 'tr' : 'en' });
  const claimed = await page.request.get(`${baseURL}/api/bonus/definetrialbonus`, { headers: { authorization: `Bearer ${member.session.token}` } });
  expect(((await claimed.json()) as { success: boolean }).success).toBe(true);
  await sandbox.setBalance(member.username, 250);

  await expect(page.getByTestId('header-balance')).toHaveText('₺250,00', { timeout: 5000 });
  if (mobile) {
    await page.getByTestId('header-balance').click();
    await expect(page.getByTestId('profile-bonus')).toHaveText(t.headerBonus, { timeout: 5000 });
    await page.keyboard.press('Escape');
  } else {
    await expect(page.getByTestId('header-bonus')).toHaveText(t.headerBonus, { timeout: 5000 });
  }
  await expect(page.getByTestId('overview-money-split')).toHaveText(t.split, { timeout: 5000 });

  await site.goto('/dashboard/claim-bonus');
  const wagering = page.getByRole('region', { name: t.wagering });
  await expect(wagering).toContainText(t.trial);
  await expect(wagering).toContainText(t.progress);

  await site.goto('/dashboard/withdraw');
  await page.getByRole('button', { name: t.bank }).click();
  const dialog = page.getByRole('dialog', { name: 'Havale/EFT' });
  await expect(dialog.getByText(t.withdrawable)).toBeVisible();
  const amount = dialog.getByRole('textbox', { name: new RegExp(`^${t.amount}`) });
  await amount.fill('250');
  await amount.blur();
  await expect(dialog.getByText(t.tooMuch)).toBeVisible();
  await amount.fill('150');
  await dialog.getByRole('textbox', { name: new RegExp(`^${t.iban}`) }).fill('TR330006100519786457841326');
  await dialog.getByRole('button', { name: t.withdraw }).click();
  await expect(page.getByText(t.cancelled)).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText('₺0,00', { timeout: 5000 });

  // Every movement is in the financial history: the bonus credited, cancelled, the withdrawal.
  await site.goto('/dashboard/financial-activities');
  const rows = page.getByTestId('financial-list-row');
  await expect(rows.filter({ hasText: t.cancelledBonus }).filter({ hasText: t.trial.split(' · ')[0]! })).toHaveCount(1);
  await expect(rows.filter({ hasText: t.trial.split(' · ')[0]! })).toHaveCount(2);
  await expect(rows.filter({ hasText: '₺150,00' })).toHaveCount(1);
  // The bonus history lists the trial bonus, credited.
  await site.goto('/dashboard/bonuses');
  await expect(page.getByTestId('bonus-list-row').filter({ hasText: t.trial.split(' · ')[0]! })).toContainText(t.completed);
});
