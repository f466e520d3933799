import { test, expect } from '../../support';
import { MemberPage, withoutPopup } from '../member/memberPage';
import { TEXTS } from '../member/memberTexts';
import { ACCOUNT_TEXTS, accountLanguage, field } from './accountTexts';

// The trial bonus is not lost when the phone step of sign-up is skipped (desktop in English, phone
// in Turkish): Bonus Talep offers it with the way to verify the phone, the phone page offers it
// once verified, one claim credits it, and then it is offered nowhere.
test.describe.configure({ timeout: 90_000 });

const TRIAL = {
  en: { title: 'Trial Bonus', reason: 'Verify your phone number to claim this bonus.', verifyPhone: 'Verify phone', waiting: 'Your trial bonus is waiting', claimed: 'The trial bonus has been added to your account: ₺100' },
  tr: { title: 'Deneme Bonusu', reason: 'Bu bonusu almak için telefon numaranızı doğrulayın.', verifyPhone: 'Telefonu doğrula', waiting: 'Deneme bonusunuz sizi bekliyor', claimed: 'Deneme bonusu hesabınıza eklendi: 100 ₺' },
};

test('a member who skipped the phone step gets the trial bonus after verifying the phone later', async ({ site, page, sandbox }, testInfo) => {
  const lang = accountLanguage(testInfo.project.name);
  const t = ACCOUNT_TEXTS[lang];
  const trial = TRIAL[lang];
  await site.setLanguage(lang);
  await withoutPopup(page);
  const member = new MemberPage(page, TEXTS[lang]);
  const account = await site.loginAsNewMember();

  await site.goto('/dashboard/claim-bonus');
  const offer = page.getByRole('article', { name: trial.title });
  await expect(offer).toContainText(trial.reason);
  await expect(offer.getByRole('button', { name: t.claim, exact: true })).toBeDisabled();
  await offer.getByRole('link', { name: trial.verifyPhone }).click();
  await expect(page).toHaveURL(/\/dashboard\/phone-verification$/);

  const box = page.getByTestId('phone-verification');
  await box.getByRole('button', { name: t.sendCode }).click();
  const code = box.getByLabel(field(t.code));
  await expect(code).toBeVisible();
  await code.fill(await sandbox.lastCode(account.phone));
  await box.getByRole('button', { name: t.verify, exact: true }).click();
  await expect(box.getByText(t.verified)).toBeVisible();

  const waiting = page.getByRole('region', { name: trial.waiting });
  await expect(waiting).toContainText('₺100,00');
  await waiting.getByRole('button', { name: t.claim, exact: true }).click();
  await expect(page.getByText(trial.claimed)).toBeVisible();
  await expect(member.balance).toHaveText(/₺100,00/, { timeout: 5000 });
  await expect(waiting).toBeHidden();

  await site.goto('/dashboard/claim-bonus');
  await expect(page.getByTestId('bonus-offer').first()).toBeVisible();
  await expect(page.getByRole('article', { name: trial.title })).toHaveCount(0);
});
