import { renderHook, waitFor } from '@testing-library/react';
import { FIRST_ANSWERS_ELEMENT_ID } from '@vitrin/contract';
import { mockApi, type MockApi } from '../testing/mockApi';
import { game, ok } from '../testing/fixtures';
import { resetEmbeddedLobbyPage } from './embeddedLobbyPage';
import { useLobbyGames } from './useLobbyGames';

const networkPage = ok({ items: [game('From The Network')], total: 1, providers: ['Spribe'] });
const embeddedPage = ok({ items: [game('Şekerli Meyveler')], total: 4800, providers: ['Hub88'] });

/** What the first-paint step writes into index.html on /casino/slot (issue 15). */
function embed(request: unknown, answer: unknown = embeddedPage): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_ANSWERS_ELEMENT_ID;
  block.textContent = JSON.stringify([{ path: 'casino/lobbygames', request, answer }]);
  document.head.append(block);
}

describe('useLobbyGames and the page embedded by the server', () => {
  let api: MockApi;
  beforeEach(() => {
    resetEmbeddedLobbyPage();
    api = mockApi({ 'POST casino/lobbygames': () => networkPage });
  });
  afterEach(() => {
    api.restore();
    document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.remove();
  });
  const lobbyCalls = () => api.sent.filter((s) => s.route === 'POST casino/lobbygames');

  it('shows the embedded first page at once and does not ask for it again; the next visit asks', async () => {
    embed({ take: 48, skip: 0, lobby: 'slot' });
    const first = renderHook(() => useLobbyGames({ lobby: 'slot', page: 1 }));
    expect(first.result.current.state).toMatchObject({ status: 'ready', data: { total: 4800 } });
    first.unmount();
    expect(lobbyCalls()).toHaveLength(0);

    const again = renderHook(() => useLobbyGames({ lobby: 'slot', page: 1 }));
    expect(again.result.current.state.status).toBe('loading');
    await waitFor(() => expect(again.result.current.state).toMatchObject({ status: 'ready', data: { total: 1 } }));
    expect(lobbyCalls()).toHaveLength(1);
  });

  it('calls the network for any other request, and for an embedded answer that does not validate', async () => {
    embed({ lobby: 'slot', skip: 0, take: 48 });
    const other = renderHook(() => useLobbyGames({ lobby: 'slot', page: 2 }));
    expect(other.result.current.state.status).toBe('loading');
    await waitFor(() => expect(lobbyCalls()).toHaveLength(1));
    other.unmount();

    resetEmbeddedLobbyPage();
    document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.remove();
    embed({ lobby: 'slot', skip: 0, take: 48 }, { success: true, message: null, data: { items: 'broken' } });
    const broken = renderHook(() => useLobbyGames({ lobby: 'slot', page: 1 }));
    expect(broken.result.current.state.status).toBe('loading');
    await waitFor(() => expect(broken.result.current.state).toMatchObject({ status: 'ready', data: { total: 1 } }));
  });
});
