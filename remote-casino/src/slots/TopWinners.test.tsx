import { act, render, screen } from '@testing-library/react';
import { bus } from '@vitrin/shared';
import { mockApi, type MockApi } from '../testing/mockApi';
import { ok } from '../testing/fixtures';
import { TopWinners, winnerAmount } from './TopWinners';
import { answerReducedMotion } from '../../../shared/test/matchMedia';
import { emotionRulesOf } from '../../../shared/test/emotionCss';
import { readVideoBanner, VideoBanner } from './VideoBanner';

function showVideoBanner() {
  bus.set('settings', {
    options: { 'casino-video-banner': JSON.stringify({ url: '/sandbox/video/casino.mp4', title1: 'Big wins', title2: 'Every day', title3: 'Live tables' }) },
    domains: { current: 'a', next: 'b' },
    trialBonusAmount: 0,
    languages: ['tr', 'en'],
  });
  render(<VideoBanner />);
  return screen.getByTestId('video-banner').querySelector('video')!;
}

describe('home slots', () => {
  let api: MockApi;
  beforeEach(() => bus.set('language', 'en'));
  afterEach(() => api?.restore());

  it('TopWinners asks transaction/topwinners {isLive: false, count: 40} and lists image, game, name, amount', async () => {
    api = mockApi({
      'POST transaction/topwinners': () => ok([{ image: '/sandbox/img/game/a.svg', game: 'Aviator', name: 'ah***t', amount: '12500.50', currencySymbol: '₺' }]),
    });
    render(<TopWinners />);
    expect(await screen.findByRole('heading', { name: 'Top winners' }, { timeout: 10_000 })).toBeInTheDocument();
    // Listed twice: the second copy (hidden from screen readers) makes the scroll loop seamless.
    const rows = screen.getAllByRole('listitem', { hidden: true });
    expect(rows.map((row) => row.getAttribute('aria-hidden'))).toEqual([null, 'true']);
    expect(rows[0]).toHaveTextContent('Aviatorah***t₺12.500,50');
    // The list styles its rows (ADR 0068): a row and its parts are plain elements, with no style
    // rules (emotion classes) of their own.
    const [first] = rows;
    // eslint-disable-next-line testing-library/no-node-access -- the classes of the row's elements are the subject (ADR 0068)
    for (const element of [first!, ...first!.querySelectorAll('*')]) expect(element.getAttribute('class') ?? '').not.toMatch(/css-|Mui/);
    expect(api.sent.map((s) => s.body)).toEqual([{ isLive: false, count: 40 }]);

    // It scrolls only without reduced motion; with it the list stands still, once, and scrolls by hand.
    const rules = emotionRulesOf(screen.getByRole('list'));
    expect(rules.filter((rule) => / animation:/.test(rule))).toEqual([expect.stringMatching(/^@media \(prefers-reduced-motion: no-preference\) \{[^}]* animation: vitrinWinners 60s linear infinite;/)]);
    expect(rules.filter((rule) => rule.startsWith('@media (prefers-reduced-motion: reduce)'))).toEqual([expect.stringMatching(/>li\[aria-hidden\] \{display: none;\}/)]);
    // eslint-disable-next-line testing-library/no-node-access -- the scrolling region is a plain box around the list; its style rules are the subject
    const region = emotionRulesOf(screen.getByRole('list').parentElement!).join('');
    expect(region).toMatch(/overflow-y: auto;/);
    expect(region).toMatch(/@media \(prefers-reduced-motion: no-preference\) \{[^}]*overflow-y: hidden;/);
  });

  it('money stays the exact decimal string', () => {
    expect(winnerAmount({ image: null, game: 'g', name: 'n', amount: '1000000', currencySymbol: '₺' })).toBe('₺1.000.000,00');
    expect(winnerAmount({ image: null, game: 'g', name: 'n', amount: '0.1', currencySymbol: '$' })).toBe('$0,10');
  });

  it('VideoBanner shows url and the three titles from its site option; anything unsafe hides it', () => {
    expect(readVideoBanner('{"url":"javascript:alert(1)","title1":"x"}')).toBeNull();
    expect(readVideoBanner('{"url":"//evil.test/v.mp4"}')).toBeNull();
    expect(readVideoBanner('not json')).toBeNull();
    answerReducedMotion(false);
    const video = showVideoBanner();
    expect(screen.getByRole('heading', { name: 'Big wins' })).toBeInTheDocument();
    expect(screen.getByText('Every day')).toBeInTheDocument();
    expect(video).toHaveAttribute('src', '/sandbox/video/casino.mp4');
    expect(video).toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('loop');
  });

  it('VideoBanner stands still on its first frame for a player who asks for reduced motion, and stops when asked with the page open', () => {
    const setting = answerReducedMotion(true);
    const video = showVideoBanner();
    expect(video).toHaveAttribute('src', '/sandbox/video/casino.mp4');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(screen.getByRole('heading', { name: 'Big wins' })).toBeInTheDocument();

    act(() => setting.set(false));
    // eslint-disable-next-line testing-library/no-node-access -- a <video> has no role; its autoplay attribute is the subject
    const playing = screen.getByTestId('video-banner').querySelector('video')!;
    expect(playing).toHaveAttribute('autoplay');
    act(() => setting.set(true));
    // eslint-disable-next-line testing-library/no-node-access -- as above
    const still = screen.getByTestId('video-banner').querySelector('video')!;
    expect(still).not.toBe(playing);
    expect(still).not.toHaveAttribute('autoplay');
  });
});
