import { documentTitle, SITE_NAME } from './documentTitle';

describe('documentTitle (every route has a title in the active language)', () => {
  it('takes the deepest route with a title, else its crumb', () => {
    expect(documentTitle([{ handle: { crumb: () => 'Ana Sayfa' } }, { handle: { crumb: () => 'Casino' } }, { handle: { crumb: () => 'Slot Oyunları' } }]))
      .toBe('Slot Oyunları · Vitrin');
    expect(documentTitle([{ handle: { crumb: () => 'Casino', title: () => 'Casino Lobisi' } }, { handle: {} }])).toBe('Casino Lobisi · Vitrin');
  });

  it('skips a label that throws or is empty, and falls back to the site name', () => {
    expect(documentTitle([{ handle: { crumb: () => 'Hesabım' } }, { handle: { crumb: () => { throw new Error('x'); } } }])).toBe('Hesabım · Vitrin');
    expect(documentTitle([{ handle: undefined }])).toBe(SITE_NAME);
  });
});
