import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
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

/** The page's own entry, as the router left it, and the page before it. */
const PAGE_STATE = { key: 'page', idx: 1 };
const BEFORE_STATE = { key: 'before', idx: 0 };

/** Waits until history has moved to a new state (a swallowed pop reaches no other listener). */
async function settled(move: () => void) {
  const before = window.history.state as unknown;
  act(move);
  await waitFor(() => expect(window.history.state).not.toBe(before));
  // Let any further move the stack makes on its own run.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

const back = () => settled(() => window.history.back());

/** Waits until history has reached the page before (a Back that passes over closed entries takes more than one move). */
async function leaveBy(move: () => void) {
  act(move);
  await waitFor(() => expect(window.history.state).toEqual(BEFORE_STATE));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

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
  window.history.replaceState(BEFORE_STATE, '', '/before');
  window.history.pushState(PAGE_STATE, '', '/page');
  routerPops.length = 0;
});

describe('useCloseOnBack: Back closes the topmost overlay first', () => {
  it('one entry per open overlay, with the router\'s state kept; Back closes it and the router hears nothing', async () => {
    const before = window.history.length;
    render(<Overlay name="modal" />);
    fireEvent.click(screen.getByText('open modal'));
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
    fireEvent.click(screen.getByText('open outer'));
    fireEvent.click(screen.getByText('open inner'));
    expect(openOverlayCount()).toBe(2);
    await back();
    expect(screen.queryByRole('dialog', { name: 'inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'outer' })).toBeInTheDocument();
    await back();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.history.state).toEqual(PAGE_STATE);
    expect(routerPops).toEqual([]);
  });

  it('an overlay closed by its button leaves history alone, and the next Back still leaves the page', async () => {
    render(<Overlay name="sheet" />);
    fireEvent.click(screen.getByText('open sheet'));
    const go = jest.spyOn(window.history, 'go');
    const stepBack = jest.spyOn(window.history, 'back');
    fireEvent.click(screen.getByText('close sheet'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    // No move of our own: a navigation begun now is never cut short by one.
    expect(go).not.toHaveBeenCalled();
    expect(stepBack).not.toHaveBeenCalled();
    expect(openOverlayCount()).toBe(0);
    go.mockRestore();
    stepBack.mockRestore();
    // Back passes over the closed entry and lands on the page before, as the router sees it.
    await leaveBy(() => window.history.back());
    expect(window.location.pathname).toBe('/before');
    expect(routerPops).toEqual([BEFORE_STATE]);
  });

  it('closing the outer overlay by other means: one Back passes over both closed entries', async () => {
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
    fireEvent.click(screen.getByText('open inner'));
    expect(openOverlayCount()).toBe(2);
    fireEvent.click(screen.getByText('close all'));
    expect(openOverlayCount()).toBe(0);
    await leaveBy(() => window.history.back());
    expect(window.location.pathname).toBe('/before');
    expect(routerPops).toEqual([BEFORE_STATE]);
  });

  it('the next overlay on the page takes the closed one\'s entry: history does not grow', async () => {
    render(<Overlay name="sheet" />);
    const before = window.history.length;
    for (let round = 0; round < 3; round += 1) {
      fireEvent.click(screen.getByText('open sheet'));
      fireEvent.click(screen.getByText('close sheet'));
    }
    expect(window.history.length).toBe(before + 1);
    fireEvent.click(screen.getByText('open sheet'));
    await back();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.history.state).toEqual(PAGE_STATE);
    expect(routerPops).toEqual([]);
  });

  it('a page pushed over a closed overlay: Back skips the stale entry and lands on the page before it once', async () => {
    render(<Overlay name="menu" />);
    fireEvent.click(screen.getByText('open menu'));
    // A link in the menu: the router pushes the next page, then the menu closes.
    window.history.pushState({ key: 'next', idx: 2 }, '', '/next');
    fireEvent.click(screen.getByText('close menu'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(window.location.pathname).toBe('/next');
    await back();
    expect(window.location.pathname).toBe('/page');
    expect(window.history.state).toEqual(PAGE_STATE);
    // The router heard one pop, onto the page's own entry.
    expect(routerPops).toEqual([PAGE_STATE]);
  });

  it('the race: a navigation begun as the menu closes (its link) is never cut short by a step back of ours', async () => {
    render(<Overlay name="menu" />);
    fireEvent.click(screen.getByText('open menu'));
    // A link in the menu closes it and starts loading its page (the router waits for a remote, or
    // the browser loads a document): any history traversal now would abort it (Chromium
    // ERR_ABORTED) or undo its push once it lands.
    let loading = true;
    const traversed: string[] = [];
    const go = jest.spyOn(window.history, 'go').mockImplementation(() => {
      if (loading) traversed.push('go');
    });
    const stepBack = jest.spyOn(window.history, 'back').mockImplementation(() => {
      if (loading) traversed.push('back');
    });
    fireEvent.click(screen.getByText('close menu'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // The page arrives: the router pushes it.
    window.history.pushState({ key: 'next', idx: 2 }, '', '/next');
    loading = false;
    go.mockRestore();
    stepBack.mockRestore();
    expect(traversed).toEqual([]);
    expect(window.location.pathname).toBe('/next');
    // Back from the new page lands on the page the menu was on, once.
    await back();
    await waitFor(() => expect(window.history.state).toEqual(PAGE_STATE));
    expect(routerPops).toEqual([PAGE_STATE]);
  });

  it('the router puts a page in place of the closed overlay\'s entry (a redirect): Back lands on the page the overlay was on', async () => {
    render(<Overlay name="dialog" />);
    fireEvent.click(screen.getByText('open dialog'));
    fireEvent.click(screen.getByText('close dialog'));
    window.history.replaceState({ key: 'redirect', idx: 1 }, '', '/redirect');
    await back();
    expect(window.location.pathname).toBe('/page');
    expect(routerPops).toEqual([PAGE_STATE]);
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
    fireEvent.click(screen.getByText('register instead'));
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
