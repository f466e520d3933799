// What a guest's first load of a page carries: the modules start-up and the shell import statically
// end up in main.js. Parts a guest's first screen does not show are imported where they are shown
// (a dialog, the member header, the profile panel), so importing start-up must not reach them
// (ADR 0077). A module mocked to throw fails the import of every module that imports it statically.
jest.mock('../../member/i18n/memberTexts', () => {
  throw new Error('start-up imported the member texts: they belong to the member parts, loaded when shown');
});

// The fingerprint's measuring code comes with its library when the fingerprint is taken.
for (const source of ['fontsInSlices', 'fontPreferencesInTasks', 'canvasTextWarmUp']) {
  jest.mock(`../../member/fingerprint/${source}`, () => {
    throw new Error(`start-up imported the fingerprint's ${source}: it belongs to the fingerprint's chunk`);
  });
}

// A member's work (balance poller, hub client, notifications and their schemas) comes when a member signs in.
for (const part of ['session/memberWork', 'hub/hubClient', 'balance/balancePoller', 'notifications/notificationsStore']) {
  jest.mock(`../../member/${part}`, () => {
    throw new Error(`start-up imported the member's ${part}: it belongs to the member's work, loaded at sign-in`);
  });
}

it('start-up and the shell import neither the member texts, the member\'s work nor the measuring code of the fingerprint', async () => {
  await expect(import('./startApp')).resolves.toHaveProperty('startApp');
});
