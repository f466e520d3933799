import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { bus, createVitrinTheme, registerSlotLoader, type BusEvents } from '@vitrin/shared';
import { Layout } from './Layout';
import { PathnameProvider } from './navigation/pathname';

jest.setTimeout(30000);

const settings = {
  options: {
    telegram: 'https://t.me/vitrin_demo',
    whatsapp: 'javascript:alert(1)',
    livetv: '/sandbox/sportsbook?view=tv',
    facebook: 'https://facebook.com/vitrin',
    'quick-telegram-1': '@vitrin_destek',
    'quick-whatsapp-1': '+90 555 000 00 01',
  },
  domains: { current: 'vitrin1.example', next: 'vitrin2.example' },
  trialBonusAmount: 0,
  languages: ['tr', 'en'],
};

/** Renders the layout and lets its lazy parts arrive inside act() (React 19 reports them otherwise). */
async function openAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/', element: <PathnameProvider><Layout /></PathnameProvider>, children: [{ index: true, element: <p>home</p> }, { path: '*', element: <p>page</p> }] }],
    { initialEntries: [path] },
  );
  render(
    <ThemeProvider theme={createVitrinTheme()}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  await settle();
  return router;
}

/** Lazy chunks (a few microtasks each in jest, also under fake timers) arrive inside act(). */
async function settle() {
  await act(async () => {
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
  });
}

function record<K extends keyof BusEvents & string>(name: K) {
  const seen: BusEvents[K][] = [];
  const off = bus.on(name, (payload) => seen.push(payload));
  return { seen, off };
}

// keen-slider and the desktop search read breakpoints through matchMedia, which jsdom lacks (the
// stub says the screen is wide, so the header search shows); and React 19 builds
// FormData(form, submitter) on a prevented submit inside a transition, whose second argument
// jsdom's FormData refuses when it is undefined.
beforeAll(() => {
  // The remotes are not part of this test: a slot the layout places (the casino's GameOpener) is empty.
  registerSlotLoader(async () => () => null);
  const NativeFormData = globalThis.FormData;
  globalThis.FormData = class extends NativeFormData {
    constructor() {
      super();
    }
  } as typeof FormData;
  window.matchMedia ??= ((query: string) => ({
    matches: query.includes('min-width'), media: query, onchange: null,
    addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});

describe('Layout', () => {
  beforeEach(() => {
    localStorage.clear();
    act(() => {
      bus.set('settings', settings);
      bus.set('auth', { hasLogin: false, username: '', usercode: '', token: null });
    });
  });
  afterEach(() => act(() => bus.set('settings', null)));

  it('guests get Login and Sign Up, which ask the member package', async () => {
    await openAt('/');
    const login = record('auth/login-requested');
    const register = record('auth/register-requested');
    fireEvent.click(screen.getByTestId('header-login'));
    fireEvent.click(screen.getByTestId('header-signup'));
    expect(login.seen).toHaveLength(1);
    expect(register.seen).toHaveLength(1);
    login.off();
    register.off();
  });

  it("names the logo's home link with the word it shows first (label in name, WCAG 2.5.3)", async () => {
    await openAt('/casino/slot');
    const home = within(screen.getByRole('banner')).getAllByRole('link', { name: 'Vitrin – Ana sayfa' });
    expect(home[0]).toHaveAttribute('href', '/');
  });

  it('shows settings icon links only for safe active URLs, in a new tab', async () => {
    await openAt('/');
    const header = within(screen.getByTestId('site-header'));
    const telegram = header.getByRole('link', { name: 'Telegram (yeni sekmede açılır)' });
    expect(telegram).toHaveAttribute('href', 'https://t.me/vitrin_demo');
    expect(telegram).toHaveAttribute('target', '_blank');
    expect(telegram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(header.queryByRole('link', { name: /^WhatsApp/ })).toBeNull();
    expect(header.getByRole('link', { name: 'Canlı TV (yeni sekmede açılır)' })).toHaveAttribute('href', '/sandbox/sportsbook?view=tv');
  });

  it('header search goes to the slots, or to the live casino from there', async () => {
    const router = await openAt('/');
    const form = await within(screen.getByTestId('site-header')).findByRole('search');
    fireEvent.change(within(form).getByRole('searchbox'), { target: { value: 'bonanza' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Ara' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/casino/slot?search=bonanza');
    act(() => void router.navigate('/casino/live'));
    const again = within(screen.getByTestId('site-header')).getByRole('search');
    fireEvent.change(within(again).getByRole('searchbox'), { target: { value: 'roulette' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Ara' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/casino/live?search=roulette');
  });

  it('bottom bar: Deposit asks a guest to log in, takes a member to deposit; Support opens the chat', async () => {
    const router = await openAt('/');
    const login = record('auth/login-requested');
    const chat = record('livechat/open');
    const bar = screen.getByRole('navigation', { name: 'Alt menü' });
    fireEvent.click(within(bar).getByText('Yatırım'));
    expect(login.seen).toEqual([{ returnTo: '/dashboard/deposit' }]);
    fireEvent.click(within(bar).getByText('Destek'));
    expect(chat.seen).toHaveLength(1);
    act(() => bus.set('auth', { hasLogin: true, username: 'demo', usercode: '1', token: 't' }));
    fireEvent.click(within(bar).getByText('Yatırım'));
    expect(router.state.location.pathname).toBe('/dashboard/deposit');
    await settle();
    login.off();
    chat.off();
  });

  it('compact menu Aviator asks the casino for a non-live search', async () => {
    await openAt('/');
    const search = record('game/search-open');
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Hızlı menü' })).getByText('Aviator'));
    expect(search.seen).toEqual([{ search: 'Aviator', live: false }]);
    await settle();
    search.off();
  });

  it('main menu has the spec targets; its Call Request opens the form, not a second Bonus Talep', async () => {
    await openAt('/');
    const nav = screen.getByRole('navigation', { name: 'Ana menü' });
    const hrefs = within(nav).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/spor', '/livespor', '/esports/betco', '/casino/slot', '/casino/live', '/casino/games', '/casino/bingo',
      '/casino/games', '/casino/tvbets', '/promotions', '/dashboard/claim-bonus',
    ]);
    const callRequest = record('callrequest/open');
    fireEvent.click(within(nav).getByRole('button', { name: 'Sizi Arayalım' }));
    expect(callRequest.seen).toHaveLength(1);
    // The form's code loads on first use: wait for it inside act.
    expect(await screen.findByTestId('call-request-dialog', {}, { timeout: 10000 })).toBeInTheDocument();
    callRequest.off();
  });

  it('the header does not repeat the menu bar: Spor, Bonus Talep and Promosyonlar appear once', async () => {
    await openAt('/');
    const header = screen.getByTestId('site-header');
    for (const name of ['Spor', 'Bonus Talep', 'Promosyonlar']) {
      expect(within(header).getAllByRole('link', { name })).toHaveLength(1);
    }
  });

  it.each([
    ['/spor', 'Spor'], ['/spor/fcg', 'Spor'], ['/livespor/fcg', 'Canlı Bahis'], ['/casino/slot/popular', 'Casino'], ['/casino/live', 'Canlı Casino'],
  ])('the quick menu marks its one entry on %s', async (path, name) => {
    await openAt(path);
    const strip = screen.getByRole('navigation', { name: 'Hızlı menü' });
    const marked = within(strip).getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page');
    expect(marked.map((a) => a.textContent)).toEqual([name]);
  });

  it('the main menu marks one of two entries with one target (Sanal, not Oyunlar too)', async () => {
    await openAt('/casino/games');
    const nav = screen.getByRole('navigation', { name: 'Ana menü' });
    const marked = within(nav).getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page');
    expect(marked.map((a) => a.textContent)).toEqual(['Sanal']);
  });

  it('the bottom bar lights only the current page: Yatırım is not lit on the home page', async () => {
    await openAt('/');
    const bar = screen.getByRole('navigation', { name: 'Alt menü' });
    const deposit = within(bar).getByRole('button', { name: 'Yatırım' });
    const sports = within(bar).getByRole('button', { name: 'Spor' });
    expect(deposit).not.toHaveAttribute('aria-current');
    expect(getComputedStyle(deposit).color).toBe(getComputedStyle(sports).color);
  });

  it('left menu opens and its Call Request card opens the form', async () => {
    await openAt('/');
    const callRequest = record('callrequest/open');
    fireEvent.click(screen.getByTestId('mobile-menu-open'));
    // The drawer is a lazy chunk: give it time on a busy machine.
    const menu = await waitFor(() => {
      // eslint-disable-next-line testing-library/no-node-access -- the drawer's paper has a name but no role; its id is the one the menu button controls
      const paper = document.getElementById('vitrin-left-menu');
      if (!paper) throw new Error('left menu not open yet');
      return paper;
    }, { timeout: 10000 });
    fireEvent.click(within(menu).getByText('Sizi Arayalım'));
    expect(callRequest.seen).toHaveLength(1);
    await settle();
    callRequest.off();
  });

  it('language choice is stored (the reload follows; see switchLanguage.test)', async () => {
    jest.useFakeTimers();
    try {
      await openAt('/');
      fireEvent.click(within(screen.getByTestId('site-header')).getByTestId('language-button'));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'English' }, { timeout: 10000 }));
      expect(localStorage.getItem('lang')).toBe('en');
    } finally {
      jest.clearAllTimers();
      jest.useRealTimers();
    }
  });

  it('footer shows the year, the Turkish rights text and the quick contacts, once the page is idle', async () => {
    await openAt('/');
    expect(await screen.findByTestId('copyright', {}, { timeout: 10000 })).toHaveTextContent(`© ${new Date().getFullYear()} Vitrin. Tüm hakları saklıdır.`);
    const contacts = screen.getByTestId('quick-contact');
    expect(within(contacts).getByRole('link', { name: /@vitrin_destek/ })).toHaveAttribute('href', 'https://t.me/vitrin_destek');
    expect(within(contacts).getByRole('link', { name: /\+90 555 000 00 01/ })).toHaveAttribute('href', 'https://wa.me/905550000001');
  });

  it('draws its frame with the shell\'s sheets, not run-time styles: no Box in the header, menus, bottom bar or footer (ADR 0058)', async () => {
    await openAt('/');
    await screen.findByTestId('site-footer', {}, { timeout: 10000 });
    const frame = [
      screen.getByTestId('site-header'),
      screen.getByRole('navigation', { name: 'Ana menü' }),
      screen.getByRole('navigation', { name: 'Hızlı menü' }),
      screen.getByRole('navigation', { name: 'Alt menü' }),
      screen.getByTestId('site-footer'),
    ];
    for (const part of frame) {
      expect(part.className).toMatch(/\bvt-/);
      // A Box is emotion's work at every render; the frame's own elements are plain ones with classes.
      // eslint-disable-next-line testing-library/no-node-access -- the classes of the frame's elements are the subject (ADR 0058/0078)
      expect([part.tagName, part.querySelectorAll('.MuiBox-root').length, part.classList.contains('MuiBox-root')]).toEqual([part.tagName, 0, false]);
    }
    // eslint-disable-next-line testing-library/no-node-access -- the classes of the frame's elements are the subject (ADR 0058/0078)
    for (const entry of frame[1]!.querySelectorAll('[data-menu-id]')) expect(entry).toHaveClass('vt-menu-entry');
  });

  it('draws the buttons of the header and the menus with the shell\'s sheet, not MUI\'s run-time styled ones (ADR 0078)', async () => {
    await openAt('/');
    await screen.findByTestId('site-footer', {}, { timeout: 10000 });
    const parts = [
      screen.getByTestId('site-header'),
      screen.getByRole('navigation', { name: 'Hızlı menü' }),
      screen.getByRole('navigation', { name: 'Alt menü' }),
    ];
    for (const part of parts) {
      // eslint-disable-next-line testing-library/no-node-access -- the classes of the frame's elements are the subject (ADR 0058/0078)
      const controls = [...part.querySelectorAll('button, a[href]')].filter((control) => !control.classList.contains('vt-logo-link'));
      expect(controls.length).toBeGreaterThanOrEqual(5);
      // A MUI Button inserts its rules at the first commit and is serialised at every render.
      for (const control of controls) expect([control.getAttribute('aria-label') ?? control.textContent, control.className]).toEqual([expect.anything(), expect.stringMatching(/^vt-btn-base /)]);
      // eslint-disable-next-line testing-library/no-node-access -- the classes of the frame's elements are the subject (ADR 0058/0078)
      expect(part.querySelectorAll('.MuiButtonBase-root')).toHaveLength(0);
    }
    // The footer's call request and social links too (its text links are MUI Links, not buttons).
    const footer = screen.getByTestId('site-footer');
    expect(within(footer).getByTestId('footer-callrequest').className).toMatch(/^vt-btn-base vt-btn /);
    // eslint-disable-next-line testing-library/no-node-access -- the classes of the frame's elements are the subject (ADR 0058/0078)
    expect(footer.querySelector('[data-social="facebook"]')!.className).toMatch(/^vt-btn-base vt-icon-btn\b/);
    // eslint-disable-next-line testing-library/no-node-access -- the classes of the frame's elements are the subject (ADR 0058/0078)
    expect(footer.querySelectorAll('.MuiButtonBase-root')).toHaveLength(0);
  });
});
