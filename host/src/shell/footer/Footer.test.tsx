import { cleanup, screen, within } from '@testing-library/react';
import { bus } from '@vitrin/shared';
import { renderMember } from '../../member/testing/renderMember';
import { Footer } from './Footer';

afterEach(() => {
  cleanup();
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
