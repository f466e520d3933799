import { screen, within } from '@testing-library/react';
import { bus } from '@vitrin/shared';
import { renderMember } from '../../member/testing/renderMember';
import { Footer } from './Footer';

// The footer's slider (keen-slider) reads breakpoints through matchMedia, which jsdom lacks.
beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false, media: query, onchange: null,
    addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});

// testing-library unmounts the tree before this hook: its own afterEach was registered first.
afterEach(() => {
  bus.set('language', 'tr');
});

describe('Footer', () => {
  it('links the responsible-gambling tools on every page: limits, time-out and self-exclusion, self-test', () => {
    renderMember(<Footer />);
    const tools = screen.getByRole('list', { name: 'Sorumlu oyun araçları' });
    const links = within(tools).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Limitler', '/dashboard/limits'],
      ['Mola ve kendini uzaklaştırma', '/dashboard/limits#limits-break-title'],
      ['Kendini sına', '/self-test'],
    ]);
  });
});
