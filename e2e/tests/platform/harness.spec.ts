import { test, expect } from '../../support';

// The harness itself: the fixtures the shell and member specs rely on do what they say. These run
// against the API and storage only, so once (desktop) is enough.
// Harness checks do not depend on the layout: the desktop project runs this file, the other does not list it (playwright.config.ts).

test.describe('signed in through storage state', () => {
  test.use({ signedInAs: 'demo' });

  test('the context starts with the demo session in localStorage', async ({ site, page }) => {
    await page.goto('/sandbox/messages.json');
    expect(await site.storage('username')).toBe('demo');
    expect(await site.storage('token')).toBeTruthy();
  });
});

test('newMember registers a member that can log in; setBalance and notify reach it', async ({ site, sandbox, request, baseURL }) => {
  const member = await site.newMember();
  expect(member.username).toMatch(/^[A-Za-z0-9]{5,30}$/);
  const session = await site.loginAs(member.username, member.password);
  expect(session.username).toBe(member.username);

  await sandbox.setBalance(member.username, 321.5);
  const balance = await request.get(`${baseURL}/api/user/balance`, { headers: { Authorization: `Bearer ${session.token}` } });
  expect(JSON.stringify(await balance.json())).toContain('321.5');

  const sent = await sandbox.notify(member.username, { title: 'Hello', note: 'From the harness' });
  expect(sent.delivered).toBe(0);
  expect(await sandbox.hubConnections(member.username)).toBe(0);
  expect(Array.isArray(await sandbox.messages())).toBe(true);
});

test('seeded storage is written once per tab, so a later UI change sticks', async ({ site, page }) => {
  await site.setLanguage('en');
  await page.goto('/sandbox/messages.json');
  expect(await site.storage('lang')).toBe('en');
  await page.evaluate(() => window.localStorage.setItem('lang', 'tr'));
  await page.reload();
  expect(await site.storage('lang')).toBe('tr');
});
