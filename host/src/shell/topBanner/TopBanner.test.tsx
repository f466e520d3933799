import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { bus } from '@vitrin/shared';
import { TopBanner } from './TopBanner';
import { checkTopBanner, TOP_BANNER_BODY_CLASS } from './topBannerState';
import { PathnameProvider } from '../navigation/pathname';
import { emotionRulesOf } from '../../../../shared/test/emotionCss';

const settings = { options: {}, domains: { current: 'vitrin1.example', next: 'vitrin2.example' }, trialBonusAmount: 0, languages: ['tr', 'en'] };

let navigate: (to: string) => void = () => {};
function Navigator() {
  navigate = useNavigate();
  return null;
}

/** The banner on `/`, with `navigate` to move elsewhere. */
function renderBanner() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Navigator />
      <PathnameProvider>
        <TopBanner />
      </PathnameProvider>
    </MemoryRouter>,
  );
}

describe('top banner state', () => {
  beforeEach(() => localStorage.clear());
  it('shows on / until read; any other path marks it read', () => {
    expect(checkTopBanner('/')).toBe(true);
    expect(checkTopBanner('/casino/slot')).toBe(false);
    expect(localStorage.getItem('topNotifyRead')).toBe('yes');
    expect(checkTopBanner('/')).toBe(false);
  });
});

describe('TopBanner', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers();
    bus.set('settings', settings);
  });
  afterEach(() => {
    jest.useRealTimers();
    act(() => bus.set('settings', null));
  });

  it('closes: marks read, hides after 500 ms and removes the body class', () => {
    renderBanner();
    expect(screen.getByTestId('top-banner')).toHaveTextContent('vitrin2.example');
    expect(document.body).toHaveClass(TOP_BANNER_BODY_CLASS);
    const close = screen.getByRole('button', { name: 'Duyuruyu kapat' });
    // The shell's icon button in the banner's colour, sized by TopBanner.css (ADR 0078).
    expect(close.className).toBe('vt-btn-base vt-icon-btn vt-icon-btn-small vt-icon-btn-inherit vt-top-banner-close');
    fireEvent.click(close);
    expect(localStorage.getItem('topNotifyRead')).toBe('yes');
    act(() => jest.advanceTimersByTime(499));
    expect(screen.getByTestId('top-banner')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('top-banner')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass(TOP_BANNER_BODY_CLASS);
  });

  it('scrolls its text, and stands still (readable, in up to two lines) for a player who asks for reduced motion', () => {
    renderBanner();
    // eslint-disable-next-line testing-library/no-node-access -- the moving copy is hidden from the accessible tree; its styles are the subject
    const marquee = screen.getByTestId('top-banner').querySelector('span[aria-hidden]')!;
    const rules = emotionRulesOf(marquee);
    const normal = rules.filter((rule) => !rule.startsWith('@media'));
    const reduce = rules.filter((rule) => rule.startsWith('@media (prefers-reduced-motion: reduce)'));
    expect(normal.join('')).toMatch(/ animation: vitrin-marquee 20s linear infinite;/);
    expect(reduce).toHaveLength(1);
    expect(reduce[0]).toMatch(/ animation: none;/);
    expect(reduce[0]).toMatch(/white-space: normal;/);
    expect(reduce[0]).toMatch(/-webkit-line-clamp: 2;/);
  });

  it('navigating elsewhere hides it and marks it read; coming back to / re-checks', () => {
    renderBanner();
    expect(screen.getByTestId('top-banner')).toBeInTheDocument();
    act(() => navigate('/promotions'));
    expect(screen.queryByTestId('top-banner')).not.toBeInTheDocument();
    act(() => navigate('/'));
    expect(screen.queryByTestId('top-banner')).not.toBeInTheDocument();
    localStorage.removeItem('topNotifyRead');
    act(() => navigate('/pages/1'));
    localStorage.removeItem('topNotifyRead');
    act(() => navigate('/'));
    expect(screen.getByTestId('top-banner')).toBeInTheDocument();
  });
});
