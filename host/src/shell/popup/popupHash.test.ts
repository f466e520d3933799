import { popupHash, rememberPopup, shouldShowPopup } from './popupHash';

const popup = { images: [{ url: 'a.jpg' }, { url: 'b.jpg' }, { url: 'c.jpg' }], url: '/promotions' };

describe('popup hash', () => {
  beforeEach(() => localStorage.clear());
  it('is stable for the same content and differs for a change', () => {
    expect(popupHash(popup)).toBe(popupHash({ ...popup }));
    expect(popupHash(popup)).not.toBe(popupHash({ ...popup, url: '/casino/live' }));
    expect(popupHash(popup)).not.toBe(popupHash({ ...popup, images: [{ url: 'z.jpg' }] }));
  });
  it('shows once per distinct content', () => {
    expect(shouldShowPopup(popup)).toBe(true);
    rememberPopup(popup);
    expect(localStorage.getItem('popupHash')).toBe(popupHash(popup));
    expect(shouldShowPopup(popup)).toBe(false);
    expect(shouldShowPopup({ ...popup, images: [{ url: 'new.jpg' }] })).toBe(true);
  });
  it('never shows an empty popup', () => {
    expect(shouldShowPopup(null)).toBe(false);
    expect(shouldShowPopup({ images: [] })).toBe(false);
  });
});
