import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { bus } from '@vitrin/shared';
import { PopupHost } from './PopupHost';
import { PathnameProvider } from '../navigation/pathname';
import { bootstrapFixture, settleBootstrap } from '../testing/bootstrapFixture';
import { closeAllDialogs, openDialog } from '../../member/dialogs/dialogStore';
import { pageLoadingMark } from '../loading/pagePainted';

const popup = { images: [{ url: 'p1.svg' }, { url: 'p2.svg' }, { url: 'p3.svg' }], url: 'https://promo.example/x' };

/** The host beside a main landmark as the layout has it: the page's content, or its placeholder while it loads. */
function renderHost(page: 'painted' | 'loading' = 'painted') {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <PathnameProvider>
        <main id="main">{page === 'painted' ? <h1>Home</h1> : <div {...pageLoadingMark} />}</main>
        <PopupHost />
      </PathnameProvider>
    </MemoryRouter>,
  );
}

jest.setTimeout(30000);

describe('PopupHost', () => {
  beforeEach(() => {
    localStorage.clear();
    act(() => {
      settleBootstrap(bootstrapFixture({ popup }));
      bus.set('settings', { options: {}, domains: { current: '', next: '' }, trialBonusAmount: 0, languages: [] });
    });
  });
  afterEach(() => {
    act(() => {
      settleBootstrap(null);
      bus.set('settings', null);
    });
    jest.useRealTimers();
  });

  it('shows no marketing popup during a break started in this browser', () => {
    localStorage.setItem('vitrin:break-until', new Date(Date.now() + 3600_000).toISOString());
    jest.useFakeTimers();
    try {
      renderHost();
      act(() => { jest.runAllTimers(); });
      expect(screen.queryByTestId('popup-banner')).toBeNull();
      expect(localStorage.getItem('popupHash')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('is a native modal dialog (no MUI Modal on the first visit); a tap on its backdrop closes it', async () => {
    // The host's wait for an idle moment after the page painted runs on jest's clock (findBy moves it).
    jest.useFakeTimers();
    renderHost();
    const dialog = await screen.findByTestId('popup-banner', {}, { timeout: 10000 });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    // A click whose target is the dialog element itself is on its backdrop.
    act(() => { dialog.dispatchEvent(new MouseEvent('click', { bubbles: true })); });
    expect(screen.queryByTestId('popup-banner')).toBeNull();
  });

  // Escape: a cancelable `cancel` the page turns into its own close, or (before any interaction
  // with the page) the browser's own close, which the page follows.
  it.each<[string, () => Event]>([
    ['cancel (Escape)', () => new Event('cancel', { cancelable: true })],
    ['a close the browser made on its own', () => new Event('close')],
  ])('closes on %s', async (_, event) => {
    // The host's wait for an idle moment after the page painted runs on jest's clock (findBy moves it).
    jest.useFakeTimers();
    localStorage.clear();
    renderHost();
    const dialog = await screen.findByTestId('popup-banner', {}, { timeout: 10000 });
    act(() => { dialog.dispatchEvent(event()); });
    expect(screen.queryByTestId('popup-banner')).toBeNull();
  });

  it('shows the popup once per content, with a safe new-tab link', async () => {
    // The host's wait for an idle moment after the page painted runs on jest's clock (findBy moves it).
    jest.useFakeTimers();
    const first = renderHost();
    const dialog = await screen.findByTestId('popup-banner', {}, { timeout: 10000 });
    // The element with role="dialog" carries the name (axe aria-dialog-name).
    expect(screen.getByRole('dialog', { name: 'Duyuru' })).toBe(dialog);
    expect(dialog.querySelector('a')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(dialog.querySelectorAll('source')).toHaveLength(2);
    expect(localStorage.getItem('popupHash')).toBeTruthy();
    first.unmount();
    // Whatever the host would schedule (its idle callback) runs now, on fake timers: no real wait.
    jest.useFakeTimers();
    try {
      renderHost();
      act(() => { jest.runAllTimers(); });
      expect(screen.queryByTestId('popup-banner')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it("does not open over the login dialog of a guest's deep link, and keeps the content for a later visit", () => {
    jest.useFakeTimers();
    try {
      // The dashboard guard asked for login and sent the guest home.
      act(() => openDialog({ kind: 'login', returnTo: '/dashboard/deposit' }));
      renderHost();
      act(() => { jest.runAllTimers(); });
      expect(screen.queryByTestId('popup-banner')).toBeNull();
      expect(localStorage.getItem('popupHash')).toBeNull();
    } finally {
      act(() => closeAllDialogs());
      jest.useRealTimers();
    }
  });

  it('does not open when the login dialog opens before the page is idle', () => {
    jest.useFakeTimers();
    try {
      renderHost();
      act(() => openDialog({ kind: 'login' }));
      act(() => { jest.runAllTimers(); });
      expect(screen.queryByTestId('popup-banner')).toBeNull();
    } finally {
      act(() => closeAllDialogs());
      jest.useRealTimers();
    }
  });

  it("waits for the page's main content, not only an idle moment: data ready before the page does not cover it", async () => {
    jest.useFakeTimers();
    try {
      const view = renderHost('loading');
      // Idle moments pass while the page's content is still loading: no popup hides the page yet.
      act(() => { jest.advanceTimersByTime(10_000); });
      expect(screen.queryByTestId('popup-banner')).toBeNull();
      expect(localStorage.getItem('popupHash')).toBeNull();
      // The content arrives (the placeholder leaves the main landmark): an idle moment later, the popup.
      const main = view.container.querySelector('main')!;
      await act(async () => {
        main.replaceChildren(Object.assign(document.createElement('h1'), { textContent: 'Home' }));
        await Promise.resolve();
      });
      act(() => { jest.runAllTimers(); });
      expect(localStorage.getItem('popupHash')).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
    expect(await screen.findByTestId('popup-banner', {}, { timeout: 10000 })).toBeInTheDocument();
  });
});
