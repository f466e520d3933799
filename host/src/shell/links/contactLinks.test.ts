import { telegramHref, whatsappHref } from './contactLinks';

describe('quick-contact links', () => {
  it('turns a telegram handle into a t.me link', () => {
    expect(telegramHref('@vitrin_destek')).toBe('https://t.me/vitrin_destek');
    expect(telegramHref('https://t.me/x')).toBe('https://t.me/x');
    expect(telegramHref('javascript:alert(1)')).toBeNull();
  });
  it('turns a phone number into a wa.me link', () => {
    expect(whatsappHref('+90 555 000 00 01')).toBe('https://wa.me/905550000001');
    expect(whatsappHref('12')).toBeNull();
  });
});
