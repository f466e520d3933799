import { useState, type ReactElement } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { bus } from '@vitrin/shared';
import type { CasinoLobby } from '@vitrin/contract';
import { collectToasts } from './testing/collectToasts';
import { expectNothingTechnical, expectTold, FAILURES, heldAnswer, shownMessages } from './testing/callFailures';
import { mockApi, type MockApi } from './testing/mockApi';
import { game, ok, signIn, signOut } from './testing/fixtures';
import { LobbyPage } from './lobby/LobbyPage';
import { HomeGameRails } from './slots/HomeGameRails';
import { TopWinners } from './slots/TopWinners';
import { GameSearch } from './search/GameSearch';

// Every call can fail (the call × failure drill, e2e/tests/hardening/callFailures.spec.ts): each
// casino call answers 500, times out, refuses with a message and breaks its schema. A call the
// player asked for tells them in Turkish, in words; a background one (a rail, the search
// suggestions, the recent games) leaves the page as it was, with nothing technical on it. The
// browser drill keeps casino/pragmaticlaunchurl end to end (the seven launch calls are
// play/launchFailures.test.tsx).

const bootstrap = { casinoCategoryList: [{ id: 1, name: 'Popular', slugList: ['slot', 'popular'], imageUrl: null }] };
const lobbyPage = () => ok({ items: [game('Gates of Olympus'), game('Sweet Bonanza')], total: 120, providers: ['Pragmatic Play'] });

function lobby(path: string, kind: CasinoLobby = 'slot'): () => ReactElement {
  return () => <RouterProvider router={createMemoryRouter([{ path: `/casino/${kind}`, element: <LobbyPage lobby={kind} /> }], { initialEntries: [path] })} />;
}

function Search() {
  const [value, setValue] = useState('');
  return <GameSearch value={value} onChange={setValue} onSubmit={() => undefined} live={false} />;
}

interface Drill {
  ui: () => ReactElement;
  member?: boolean;
  expect: 'message' | 'quiet';
  /** What the player does to make the call. */
  act?: () => Promise<void>;
  /** What must still be there after a quiet failure. */
  still?: () => Promise<unknown>;
}

const DRILLS: Record<string, Drill> = {
  // Page 2: the first page of a lobby's own address comes embedded in the page.
  'casino/lobbygames': { ui: lobby('/casino/slot?page=2'), expect: 'message' },
  'casino/favorites': { ui: lobby('/casino/slot?category=favorites'), member: true, expect: 'message' },
  'casino/togglefavorite': {
    ui: lobby('/casino/slot'), member: true, expect: 'message',
    async act() {
      await userEvent.click((await screen.findAllByRole('button', { name: /favorilere ekle veya çıkar/ }, { timeout: 10_000 }))[0]!);
    },
  },
  'casino/recent': { ui: lobby('/casino/slot'), member: true, expect: 'quiet', still: () => screen.findAllByText('Gates of Olympus', {}, { timeout: 10_000 }) },
  'casino/categorygames': { ui: () => <RouterProvider router={createMemoryRouter([{ path: '*', element: <HomeGameRails /> }])} />, expect: 'quiet' },
  'transaction/topwinners': { ui: () => <TopWinners />, expect: 'quiet' },
  'casino/games': {
    ui: () => <Search />, expect: 'quiet',
    async act() {
      fireEvent.change(screen.getByRole('combobox'), { target: { value: 'sek' } });
    },
    still: async () => expect(screen.getByRole('combobox')).toHaveValue('sek'),
  },
};

describe('every call can fail: the casino (call × failure drill)', () => {
  let api: MockApi;
  const toasts = collectToasts();
  beforeEach(() => {
    bus.set('language', 'tr');
    localStorage.setItem('bootstrap', JSON.stringify(bootstrap));
  });
  afterEach(() => {
    // Unmounted first: MUI's Tabs measure a dropped tab after act() has returned (LobbyPage.test.tsx).
    cleanup();
    api.restore();
    signOut();
  });

  describe.each(Object.entries(DRILLS))('%s', (call, drill) => {
    it.each(FAILURES)('%s: the player is told in Turkish, in words, or the page carries on', async (_failure, answer) => {
      if (drill.member) signIn();
      const failure = heldAnswer(answer);
      api = mockApi({
        'POST casino/lobbygames': lobbyPage,
        'POST casino/favorites': () => ok([]),
        'POST casino/recent': () => ok([]),
        'POST casino/categorygames': () => ok([game('Popular 1')]),
        [`POST ${call}`]: failure.handler,
      });
      render(drill.ui());
      await drill.act?.();
      await waitFor(() => expect(api.sent.map((sent) => sent.route)).toContain(`POST ${call}`), { timeout: 10_000 });
      const before = shownMessages(toasts);
      failure.release();
      if (drill.expect === 'message') {
        await expectTold(toasts, before);
      } else {
        await failure.settled();
        await drill.still?.();
        expectNothingTechnical(toasts);
      }
    });
  });
});
