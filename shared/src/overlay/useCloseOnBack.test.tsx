import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { listenForBack, openOverlayCount } from './backStack';
import { useCloseOnBack } from './useCloseOnBack';

/** An overlay as the site's dialogs use the hook: open state, a close button. */
function Overlay({ name, children }: { name: string; children?: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  useCloseOnBack(open, () => setOpen(false));
  return (
    <div>
      <button onClick={() => setOpen(true)}>open {name}</button>
      {open && (
        <div role="dialog" aria-label={name}>
          <button onClick={() => setOpen(false)}>close {name}</button>
          {children}
        </div>
      )}
    </div>
  );
}

/** The page's own entry, as the router left it. */
const PAGE_STATE = { key: 'page', idx: 1 };

/** Waits until history has moved to a new state (a swallowed pop reaches no other listener). */
async function settled(move: () => void) {
  const before = window.history.state as unknown;
  act(move);
  await waitFor(() => expect(window.history.state).not.toBe(before));
  // Let any further move the stack makes on its own run.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

const back = () => settled(() => window.history.back());

/** What the router would see: pops that reach a listener registered the ordinary way. */
const routerPops: unknown[] = [];
const routerListener = (event: PopStateEvent) => routerPops.push(event.state);

beforeAll(() => {
  // As the host does: the stack listens before the router is created.
  listenForBack();
  window.addEventListener('popstate', routerListener);
});
afterAll(() => window.removeEventListener('popstate', routerListener));
beforeEach(() => {
  routerPops.length = 0;
  window.history.replaceState(PAGE_STATE, '', '/page');
});

describe('useCloseOnBack: Back closes the topmost overlay first', () => {
  it('one entry per open overlay, with the router\'s state kept; Back closes it and the router hears nothing', async () => {
    const before = window.history.length;
    render(<Overlay name="modal" />);
    act(() => screen.getByText('open modal').click());
    expect(window.history.length).toBe(before + 1);
    expect(window.history.state).toMatchObject({ key: 'page', idx: 1 });
    await back();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/page');
    expect(window.history.state).toEqual(PAGE_STATE);
    expect(routerPops).toEqual([]);
    expect(openOverlayCount()).toBe(0);
  });

  it('nested overlays close one per Back, topmost first', async () => {
    render(
      <Overlay name="outer">
        <Overlay name="inner" />
      </Overlay>,
    );
    act(() => screen.getByText('open outer').click());
    act(() => screen.getByText('open inner').click());
    expect(openOverlayCount()).toBe(2);
    await back();
    expect(screen.queryByRole('dialog', { name: 'inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'outer' })).toBeInTheDocument();
    await back();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.history.state).toEqual(PAGE_STATE);
    expect(routerPops).toEqual([]);
  });

  it('an overlay closed by its button takes its entry out, so the next Back is not spent on nothing', async () => {
    render(<Overlay name="sheet" />);
    act(() => screen.getByText('open sheet').click());
    await settled(() => screen.getByText('close sheet').click());
    // The entry is gone: we stand on the page's own entry again, and the router heard nothing.
    expect(window.history.state).toEqual(PAGE_STATE);
    expect(routerPops).toEqual([]);
    expect(openOverlayCount()).toBe(0);
  });

  it('closing the outer overlay by other means takes out both entries in one move', async () => {
    function Pair() {
      const [open, setOpen] = useState(true);
      useCloseOnBack(open, () => setOpen(false));
      return open ? (
        <div role="dialog" aria-label="outer">
          <button onClick={() => setOpen(false)}>close all</button>
          <Overlay name="inner" />
        </div>
      ) : null;
    }
    render(<Pair />);
    act(() => screen.getByText('open inner').click());
    expect(openOverlayCount()).toBe(2);
    await settled(() => screen.getByText('close all').click());
    expect(window.history.state).toEqual(PAGE_STATE);
    expect(routerPops).toEqual([]);
  });

  it('a page pushed over a closed overlay: Back skips the stale entry and lands on the page before it once', async () => {
    render(<Overlay name="menu" />);
    act(() => screen.getByText('open menu').click());
    // A link in the menu: the router pushes the next page, then the menu closes.
    act(() => {
      window.history.pushState({ key: 'next', idx: 2 }, '', '/next');
      screen.getByText('close menu').click();
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(window.location.pathname).toBe('/next');
    await back();
    expect(window.location.pathname).toBe('/page');
    expect(window.history.state).toEqual(PAGE_STATE);
    // The router heard one pop, onto the page's own entry.
    expect(routerPops).toEqual([PAGE_STATE]);
  });

  it('a page pushed while the closed menu\'s entry is being taken out: the page stays, and one Back leaves it', async () => {
    render(<Overlay name="menu" />);
    act(() => screen.getByText('open menu').click());
    // The router's push lands between our step back and Chromium's carrying it out, so the step
    // is taken from the pushed page (jsdom would cancel the step instead: the push comes first here).
    const go = window.history.go.bind(window.history);
    const spy = jest.spyOn(window.history, 'go').mockImplementationOnce((delta) => {
      window.history.pushState({ key: 'next', idx: 2 }, '', '/next');
      go(delta);
    });
    act(() => screen.getByText('close menu').click());
    // Back one step, then forward again to the page that was pushed.
    await waitFor(() => expect(spy.mock.calls).toEqual([[-1], [1]]));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(window.location.pathname).toBe('/next');
    expect(window.history.state).toEqual({ key: 'next', idx: 2 });
    expect(routerPops).toEqual([]);
    await back();
    await waitFor(() => expect(window.history.state).toEqual(PAGE_STATE));
    expect(routerPops).toEqual([PAGE_STATE]);
    spy.mockRestore();
  });

  it('one dialog replaced by another (login → registration): one Back closes it and leaves no entry behind', async () => {
    function Switcher() {
      const [open, setOpen] = useState<'login' | 'register' | null>('login');
      return (
        <>
          {open === 'login' && <Dialog name="login" onClose={() => setOpen(null)} onSwitch={() => setOpen('register')} />}
          {open === 'register' && <Dialog name="register" onClose={() => setOpen(null)} />}
        </>
      );
    }
    function Dialog({ name, onClose, onSwitch }: { name: string; onClose: () => void; onSwitch?: () => void }) {
      useCloseOnBack(true, onClose);
      return <div role="dialog" aria-label={name}>{onSwitch && <button onClick={onSwitch}>register instead</button>}</div>;
    }
    render(<Switcher />);
    act(() => screen.getByText('register instead').click());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('dialog', { name: 'register' })).toBeInTheDocument();
    await back();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(window.history.state).toEqual(PAGE_STATE));
    expect(routerPops).toEqual([]);
  });

  it('Back between pages with no overlay open is left to the router', async () => {
    window.history.pushState({ key: 'two', idx: 2 }, '', '/two');
    await back();
    expect(routerPops).toEqual([{ key: 'page', idx: 1 }]);
    await waitFor(() => expect(window.location.pathname).toBe('/page'));
  });
});
