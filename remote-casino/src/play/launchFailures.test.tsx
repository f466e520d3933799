import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { bus } from '@vitrin/shared';
import { mockApi, type MockApi } from '../testing/mockApi';
import { game, ok, record, signIn, signOut } from '../testing/fixtures';
import { PlayPage } from '../pages/PlayPage';
import { tr } from '../i18n/tr';
import { FAILURES, REFUSAL, TECHNICAL } from '../testing/callFailures';

// Every call can fail (e2e/tests/hardening/callFailures.spec.ts, the call × failure drill): each
// provider's launch call answers 500, times out, refuses with a message and breaks its schema, and
// the player is told in Turkish, in words, never with technical text. The browser drill keeps one
// launch call end to end (casino/pragmaticlaunchurl); the seven are proven here, where a failure
// costs milliseconds instead of four page loads. The failures and the technical words are the
// browser drill's (shared/test/callFailures.ts).

const LAUNCH: [string, string][] = [
  ['casino/pragmaticlaunchurl', 'Pragmatic Play'],
  ['casino/dtlaunchurl', 'Digitain'],
  ['casino/emlaunchurl', 'EveryMatrix'],
  ['casino/amusnetlaunchurl', 'Amusnet'],
  ['casino/egtlaunchurl', 'Egt Digital'],
  ['casino/hub88launchurl', 'Hub88'],
  ['casino/softgamingslaunchurl', 'SoftGamings'],
];

const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('every call can fail: the launch calls (call × failure drill)', () => {
  let api: MockApi;
  beforeEach(() => {
    bus.set('language', 'tr');
    signIn();
  });
  afterEach(() => {
    api.restore();
    signOut();
  });

  describe.each(LAUNCH)('%s', (call, provider) => {
    it.each(FAILURES)('%s: the player is told in Turkish, in words', async (failure, answer) => {
      api = mockApi({ 'POST casino/favorites': () => ok([]), [`POST ${call}`]: answer });
      const toasts = record('toast/show');
      const router = createMemoryRouter([{ path: '/casino/play/:game', element: <PlayPage /> }], {
        initialEntries: [`/casino/play/${base64(game('Drill Game', provider))}`],
      });
      render(<RouterProvider router={router} />);
      await waitFor(() => expect(toasts.seen).toHaveLength(1), { timeout: 10_000 });
      toasts.off();
      expect(api.sent.map((sent) => sent.route)).toContain(`POST ${call}`);
      const [toast] = toasts.seen as { type: string; message: string }[];
      expect(toast!.type).toBe('error');
      expect(toast!.message).not.toMatch(TECHNICAL);
      expect(toast!.message).toBe(failure === 'refused' ? REFUSAL : tr['casino.launch.failed']);
    });
  });
});
