import fs from 'node:fs';
import path from 'node:path';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { bus, type SiteSettings } from '@vitrin/shared';
import { BannerCarousel } from './BannerCarousel';
import { bootstrapFixture, settleBootstrap } from '../testing/bootstrapFixture';

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false, media: query, onchange: null,
    addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});

const settings: SiteSettings = { options: {}, domains: { current: 'a', next: 'b' }, trialBonusAmount: 0, languages: ['tr', 'en'] };

describe('BannerCarousel', () => {
  afterEach(() => {
    localStorage.clear();
    act(() => {
      settleBootstrap(null);
      bus.set('settings', null);
    });
  });

  it('shows three placeholders until the slides are there, then the slides with three sizes', () => {
    render(
      <MemoryRouter>
        <BannerCarousel slug="home" />
      </MemoryRouter>,
    );
    expect(screen.getAllByTestId('carousel-placeholder')).toHaveLength(3);
    act(() => {
      settleBootstrap(bootstrapFixture({
        sliderList: [
          { slug: 'home', url: '/promotions', target: '_self', images: [{ url: 's.svg' }, { url: 'm.svg' }, { url: 'l.svg' }] },
          { slug: 'home', url: 'javascript:alert(1)', target: '_blank', images: [{ url: 'x.svg' }] },
          { slug: 'other', url: null, target: null, images: [{ url: 'o.svg' }] },
        ],
      }));
      bus.set('settings', settings);
    });
    const slides = screen.getAllByTestId('carousel-slide');
    expect(slides).toHaveLength(2);
    // eslint-disable-next-line testing-library/no-node-access -- a picture's <source> set has no accessible form
    const sources = slides[0]!.querySelectorAll('source');
    expect(sources[0]).toHaveAttribute('media', '(min-width: 1200px)');
    expect(sources[0]).toHaveAttribute('srcset', 'l.svg');
    expect(sources[1]).toHaveAttribute('media', '(min-width: 992px)');
    expect(sources[1]).toHaveAttribute('srcset', 'm.svg');
    // eslint-disable-next-line testing-library/no-node-access -- the picture's fallback source is the subject
    expect(slides[0]!.querySelector('img')).toHaveAttribute('src', 's.svg');
    expect(within(slides[0]!).getByRole('link')).toHaveAttribute('href', '/promotions');
    // The unsafe link is dropped: the slide shows without a link.
    expect(within(slides[1]!).queryByRole('link')).toBeNull();
    expect(screen.queryByTestId('carousel-placeholder')).toBeNull();
    expect(screen.getAllByTestId('carousel-dot')).toHaveLength(2);
    // The arrows are the shell's buttons (buttons.css, ADR 0078), disabled at the first slide.
    const previous = screen.getByRole('button', { name: 'Önceki slayt' });
    expect(previous).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sonraki slayt' })).toBeEnabled();
    expect(previous.className).toMatch(/^vt-btn-base vt-icon-btn\b/);
    // eslint-disable-next-line testing-library/no-node-access -- no element of MUI's ButtonBase class is the subject (ADR 0078)
    expect(document.querySelectorAll('.MuiButtonBase-root')).toHaveLength(0);
  });

  it('shows what start-up settled on, not what local storage holds (one reader, on the contract\'s schema)', () => {
    // A stored copy that breaks the schema is not start-up's data: it never reaches the page.
    localStorage.setItem('bootstrap', JSON.stringify({ sliderList: [{ slug: 'home', url: '/x', images: [{ url: 'stale.svg' }] }] }));
    act(() => settleBootstrap(bootstrapFixture({ sliderList: [{ slug: 'home', url: null, target: null, images: [{ url: 'fresh.svg' }] }] })));
    render(
      <MemoryRouter>
        <BannerCarousel slug="home" />
      </MemoryRouter>,
    );
    expect(screen.getAllByTestId('carousel-slide')).toHaveLength(1);
    // eslint-disable-next-line testing-library/no-node-access -- the picture's fallback source is the subject
    expect(screen.getByTestId('carousel-slide').querySelector('img')).toHaveAttribute('src', 'fresh.svg');
  });

  it('makes keen-slider after the first frame, not in the commit that renders the slides', () => {
    jest.useFakeTimers();
    try {
      act(() => settleBootstrap(bootstrapFixture({
        sliderList: [
          { slug: 'home', url: null, target: null, images: [{ url: 'a.svg' }] },
          { slug: 'home', url: null, target: null, images: [{ url: 'b.svg' }] },
        ],
      })));
      render(
        <MemoryRouter>
          <BannerCarousel slug="home" />
        </MemoryRouter>,
      );
      // keen-slider sizes and places every slide when it is made (inline min-width and transform).
      const [first] = screen.getAllByTestId('carousel-slide');
      expect(first).not.toHaveAttribute('style');
      act(() => jest.advanceTimersByTime(50));
      expect(first!.style.transform).toContain('translate3d');
    } finally {
      jest.useRealTimers();
    }
  });

  it('lays the slides out as a row that does not shrink until the slider is made', () => {
    const sheet = fs.readFileSync(path.join(__dirname, 'BannerCarousel.css'), 'utf8');
    expect(sheet).toMatch(/\.vt-carousel-frame > \.keen-slider__slide \{ flex-shrink: 0; \}/);
  });
});
