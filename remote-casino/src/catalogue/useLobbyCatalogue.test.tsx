import { act, renderHook, waitFor } from '@testing-library/react';
import { FIRST_ANSWERS_ELEMENT_ID } from '@vitrin/contract';
import { mockApi, type MockApi } from '../testing/mockApi';
import { game, ok } from '../testing/fixtures';
import { resetEmbeddedLobbyPage } from './embeddedLobbyPage';
import { useLobbyCatalogue, type LobbyFilters } from './useLobbyCatalogue';

const networkPage = ok({ items: [game('From The Network')], total: 200, providers: ['Spribe'] });
const embeddedPage = ok({ items: [game('Şekerli Meyveler')], total: 4800, providers: ['Hub88'] });

/** What the first-paint step writes into index.html on /casino/slot. */
function embed(request: unknown, answer: unknown = embeddedPage): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_ANSWERS_ELEMENT_ID;
  block.textContent = JSON.stringify([{ path: 'casino/lobbygames', request, answer }]);
  document.head.append(block);
}

describe('useLobbyCatalogue: a lobby fetched a page at a time, and the page embedded by the server', () => {
  let api: MockApi;
  beforeEach(() => {
    resetEmbeddedLobbyPage();
    api = mockApi({ 'POST casino/lobbygames': () => networkPage });
  });
  afterEach(() => {
    api.restore();
    // eslint-disable-next-line testing-library/no-node-access -- the page's embedded first answers are a data element, not something shown
    document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.remove();
  });
  const lobbyCalls = () => api.sent.filter((s) => s.route === 'POST casino/lobbygames').map((s) => s.body);
  const slot: LobbyFilters = { lobby: 'slot' };

  it('shows the embedded first page at once and does not ask for it again; the next visit asks', async () => {
    embed({ take: 48, skip: 0, lobby: 'slot' });
    const { result: first, unmount: unmountFirst } = renderHook(() => useLobbyCatalogue(slot, 0));
    expect(first.current.state).toMatchObject({ status: 'ready', catalogue: { total: 4800 } });
    unmountFirst();
    expect(lobbyCalls()).toHaveLength(0);

    const { result: again } = renderHook(() => useLobbyCatalogue(slot, 0));
    expect(again.current.state.status).toBe('loading');
    await waitFor(() => expect(again.current.state).toMatchObject({ status: 'ready', catalogue: { total: 200 } }));
    expect(lobbyCalls()).toEqual([{ lobby: 'slot', skip: 0, take: 48 }]);
  });

  it('calls the network for another first page, and for an embedded answer that does not validate', async () => {
    embed({ lobby: 'slot', skip: 0, take: 48 });
    const { result: other, unmount: unmountOther } = renderHook(() => useLobbyCatalogue(slot, 1));
    expect(other.current.state.status).toBe('loading');
    await waitFor(() => expect(lobbyCalls()).toEqual([{ lobby: 'slot', skip: 48, take: 48 }]));
    unmountOther();

    resetEmbeddedLobbyPage();
    // eslint-disable-next-line testing-library/no-node-access -- the page's embedded first answers are a data element, not something shown
    document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.remove();
    embed({ lobby: 'slot', skip: 0, take: 48 }, { success: true, message: null, data: { items: 'broken' } });
    const { result: broken } = renderHook(() => useLobbyCatalogue(slot, 0));
    expect(broken.current.state.status).toBe('loading');
    await waitFor(() => expect(broken.current.state).toMatchObject({ status: 'ready', catalogue: { total: 200 } }));
  });

  it('ensure asks for each missing page of a range once, never past the total', async () => {
    const { result } = renderHook(() => useLobbyCatalogue(slot, 0));
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    act(() => {
      result.current.ensure(40, 150);
      result.current.ensure(50, 100);
      result.current.ensure(150, 9_999);
    });
    await waitFor(() => expect(lobbyCalls()).toHaveLength(5));
    // 200 games: pages 0-4; page 0 is here, the others asked for once each.
    expect(lobbyCalls().map((body) => (body as { skip: number }).skip)).toEqual([0, 48, 96, 144, 192]);
  });

  it('new filters start over: the old calls are cancelled and their late answers ignored', async () => {
    let release: (value: unknown) => void = () => undefined;
    api.use('POST casino/lobbygames', (body) => ((body as LobbyFilters).lobby === 'slot'
      ? new Promise((resolve) => { release = resolve; })
      : ok({ items: [game('Roulette')], total: 1, providers: [] })));
    const { result, rerender } = renderHook(({ filters }) => useLobbyCatalogue(filters, 0), { initialProps: { filters: slot } });
    await waitFor(() => expect(lobbyCalls()).toHaveLength(1));
    rerender({ filters: { lobby: 'live' } });
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'ready', catalogue: { total: 1 } }));
    await act(async () => release(networkPage));
    expect(result.current.state).toMatchObject({ status: 'ready', catalogue: { total: 1 } });
  });
});
