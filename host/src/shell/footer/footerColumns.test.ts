import { footerColumns } from './footerColumns';

describe('footerColumns', () => {
  it('builds category columns linking to /pages/{id}, then the fixed ones', () => {
    const columns = footerColumns([
      { name: 'Policies', content: [{ id: 1, title: 'Terms' }] },
      { name: 'Footer', content: [{ id: 2, title: 'About' }] },
      { name: 'Quick Links', content: [{ id: 3, title: 'FAQ' }] },
      { name: 'Gambling', content: [{ id: 4, title: 'Rules' }] },
      { name: 'Other', content: [{ id: 9, title: 'Ignored' }] },
    ]);
    expect(columns.map((c) => c.id)).toEqual(['footer', 'quick-links', 'gambling', 'policies', 'sports', 'casino', 'games']);
    expect(columns[3]?.links).toEqual([{ label: 'Terms', to: '/pages/1' }]);
  });
  it('hides a missing category silently', () => {
    const columns = footerColumns([{ name: 'Footer', content: [{ id: 2, title: 'About' }] }]);
    expect(columns.map((c) => c.id)).toEqual(['footer', 'sports', 'casino', 'games']);
    expect(footerColumns([]).map((c) => c.id)).toEqual(['sports', 'casino', 'games']);
  });
});
