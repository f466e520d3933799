import { test, expect, blockRemote } from '../../support';
import { MemberPage, withoutPopup } from '../member/memberPage';
import { TEXTS } from '../member/memberTexts';
import { accountLanguage } from './accountTexts';

// Drill: the account remote is down.
test('account down: the dashboard shows its fallback while the header, balance and payments pages work', async ({ site, page }, testInfo) => {
  const lang = accountLanguage(testInfo.project.name);
  const member = new MemberPage(page, TEXTS[lang]);
  await site.setLanguage(lang);
  await withoutPopup(page);
  await blockRemote(page, 'account');
  await site.loginAsNewMember();
  await site.goto('/dashboard');
  await expect(page.getByTestId('section-fallback').first()).toBeVisible();
  await member.expectMember();
  await site.goto('/dashboard/deposit');
  await site.expectRemote('payments');
  await member.expectMember();
});
