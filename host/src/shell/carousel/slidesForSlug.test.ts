import { slidesForSlug } from './slidesForSlug';

describe('slidesForSlug', () => {
  const list = [
    { slug: 'home', url: '/promotions', target: '_self', images: [{ url: 's.jpg' }, { url: 'm.jpg' }, { url: 'l.jpg' }] },
    { slug: 'home', url: 'javascript:alert(1)', target: '_blank', images: [{ url: 'a.jpg' }] },
    { slug: 'casino', url: null, target: null, images: [{ url: 'c.jpg' }] },
    { slug: 'home', url: 'https://x.example', target: '_blank', images: [] },
  ];
  it('keeps the slides of the slug with images, three sizes each', () => {
    const slides = slidesForSlug(list, 'home');
    expect(slides).toHaveLength(2);
    expect(slides[0]).toMatchObject({ sources: ['s.jpg', 'm.jpg', 'l.jpg'], href: '/promotions', target: '_self' });
    expect(slides[1]).toMatchObject({ sources: ['a.jpg', 'a.jpg', 'a.jpg'], href: null });
  });
  it('returns nothing for an unknown slug', () => {
    expect(slidesForSlug(list, 'nope')).toEqual([]);
  });
});
