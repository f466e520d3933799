import { filterSiteOptions } from './filterSiteOptions';

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
