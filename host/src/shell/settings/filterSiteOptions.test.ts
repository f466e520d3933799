import { filterSiteOptions } from './filterSiteOptions';
import { parseBootstrap } from './readBootstrap';

describe('filterSiteOptions', () => {
  it('keeps active options only, keys lower-cased', () => {
    expect(
      filterSiteOptions([
        { key: 'Telegram', value: 'https://t.me/a', status: true },
        { key: 'WhatsApp', value: 'https://wa.me/1', status: false },
        { key: 'Live-TV', value: ' https://tv.example ', status: true },
        { key: 'empty', value: '  ', status: true },
        { key: 'nullish', value: null, status: true },
      ]),
    ).toEqual({ telegram: 'https://t.me/a', 'live-tv': 'https://tv.example' });
  });
  it('copes with nothing', () => {
    expect(filterSiteOptions(undefined)).toEqual({});
  });
});

describe('parseBootstrap', () => {
  it('returns empty lists for missing or damaged data', () => {
    expect(parseBootstrap(null).sliderList).toEqual([]);
    expect(parseBootstrap('{not json').categoryList).toEqual([]);
    expect(parseBootstrap('42').siteOption).toEqual([]);
  });
  it('reads the parts the shell uses and skips malformed items', () => {
    const parsed = parseBootstrap(
      JSON.stringify({
        sliderList: [{ slug: 'home', url: '/promotions', target: '_self', images: [{ url: 'a.jpg' }, { nope: 1 }] }, { bad: true }],
        categoryList: [{ name: 'Footer', content: [{ id: 1, title: 'Terms' }, { id: 'x' }] }],
        siteOption: [{ key: 'a', value: 'b', status: true }],
        popup: { images: [{ url: 'p.jpg' }], url: 'https://x.example' },
        domainStatus: { current: 'vitrin1.example', next: 'vitrin2.example' },
      }),
    );
    expect(parsed.sliderList).toEqual([{ slug: 'home', url: '/promotions', target: '_self', images: [{ url: 'a.jpg' }] }]);
    expect(parsed.categoryList).toEqual([{ name: 'Footer', content: [{ id: 1, title: 'Terms' }] }]);
    expect(parsed.popup).toEqual({ images: [{ url: 'p.jpg' }], url: 'https://x.example' });
    expect(parsed.domainStatus).toEqual({ current: 'vitrin1.example', next: 'vitrin2.example' });
  });
  it('accepts the whole cms/grouped envelope too', () => {
    const parsed = parseBootstrap(JSON.stringify({ success: true, data: { sliderList: [{ slug: 's', images: [] }] } }));
    expect(parsed.sliderList).toHaveLength(1);
  });
});
