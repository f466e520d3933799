import { useState, type ReactElement } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { bus } from '@vitrin/shared';
import type { CasinoLobby } from '@vitrin/contract';
import { describeCallDrill, type CallDrill } from './testing/callFailures';
import { game, ok, signIn, signOut } from './testing/fixtures';
import { LobbyPage } from './lobby/LobbyPage';
import { HomeGameRails } from './slots/HomeGameRails';
import { TopWinners } from './slots/TopWinners';
import { GameSearch } from './search/GameSearch';
import { PlayPage } from './pages/PlayPage';
import { SessionBar } from './play/SessionBar';

// Every call can fail (the call × failure drill, e2e/tests/hardening/callFailures.spec.ts): each
// casino call answers 500, times out, refuses with a message and breaks its schema. A call the
// player asked for tells them in Turkish, in words; a background one (a rail, the search
// suggestions, the recent games) leaves the page as it was, with nothing technical on it. The
// browser drill keeps casino/pragmaticlaunchurl end to end (the seven launch calls are
// play/launchFailures.test.tsx).

const bootstrap = { casinoCategoryList: [{ id: 1, name: 'Popular', slugList: ['slot', 'popular'], imageUrl: null }] };
const lobbyPage = () => ok({ items: [game('Gates of Olympus'), game('Sweet Bonanza')], total: 120, providers: ['Pragmatic Play'] });

function lobby(path: string, kind: CasinoLobby = 'slot'): () => void {
  return () => void render(<RouterProvider router={createMemoryRouter([{ path: `/casino/${kind}`, element: <LobbyPage lobby={kind} /> }], { initialEntries: [path] })} />);
}

const ui = (element: () => ReactElement) => () => void render(element());

function Search() {
  const [value, setValue] = useState('');
  return <GameSearch value={value} onChange={setValue} onSubmit={() => undefined} live={false} />;
}

const DRILLS: Record<string, CallDrill> = {
  // Page 2: the first page of a lobby's own address comes embedded in the page.
  'casino/lobbygames': { render: lobby('/casino/slot?page=2') },
  'casino/favorites': { render: lobby('/casino/slot?category=favorites'), before: signIn },
  'casino/togglefavorite': {
    render: lobby('/casino/slot'), before: signIn,
    async act() {
      await userEvent.click((await screen.findAllByRole('button', { name: /favorilere ekle veya çıkar/ }, { timeout: 10_000 }))[0]!);
    },
  },
  'casino/recent': { render: lobby('/casino/slot'), before: signIn, expect: 'quiet', still: () => screen.findAllByText('Gates of Olympus', {}, { timeout: 10_000 }) },
  'casino/categorygames': { render: ui(() => <RouterProvider router={createMemoryRouter([{ path: '*', element: <HomeGameRails /> }])} />), expect: 'quiet' },
  'transaction/topwinners': { render: ui(() => <TopWinners />), expect: 'quiet' },
  'casino/games': {
    render: ui(() => <Search />), expect: 'quiet',
    async act() {
      fireEvent.change(screen.getByRole('combobox'), { target: { value: 'sek' } });
    },
    still: async () => expect(screen.getByRole('combobox')).toHaveValue('sek'),
  },
  // A readable game address opened without the game handed over: casino/game finds it.
  'casino/game': {
    before: signIn,
    render: ui(() => (
      <RouterProvider router={createMemoryRouter([{ path: '/casino/play/:provider/:slug', element: <PlayPage /> }], { initialEntries: ['/casino/play/pragmatic-play/gates-of-olympus'] })} />
    )),
  },
  // The session bar's figures: without them the bar keeps the last it had (none here), the game stays.
  'responsible/session': { method: 'GET', before: signIn, render: ui(() => <SessionBar />), expect: 'quiet' },
};

describeCallDrill('every call can fail: the casino (call × failure drill)', DRILLS, {
  answers: {
    'POST casino/lobbygames': lobbyPage,
    'POST casino/favorites': () => ok([]),
    'POST casino/recent': () => ok([]),
    'POST casino/categorygames': () => ok([game('Popular 1')]),
  },
  beforeEach: () => {
    bus.set('language', 'tr');
    localStorage.setItem('bootstrap', JSON.stringify(bootstrap));
  },
  // The screen is unmounted first (MUI's Tabs measure a dropped tab after act() has returned, LobbyPage.test.tsx).
  afterEach: signOut,
});
