import { test, expect } from '../../support';

// The sandbox draws its banners and promotion art; their words must fit inside them on a phone
// (the 800×400 slide showed "%25 Kayıp Bonusu" cut at both edges). Measured in the browser's own
// font, the only honest ruler.
const SLIDES = ['welcome', 'live', 'casino', 'cashback'];
const PICTURES = [
  ...SLIDES.flatMap((key) => ['800x400', '1200x400', '1920x500'].map((size) => `slide/${key}/LANG/${size}`)),
  ...[1, 2, 3, 4, 5].flatMap((id) => ['card', 'detail'].map((kind) => `promotion/${id}/LANG/${kind}`)),
];

// The pictures are the same for every screen; once is enough.
test('banner and promotion words fit inside their pictures, in Turkish and English', { tag: '@mobile-only' }, async ({ site, page }) => {
  for (const lang of ['tr', 'en']) {
    for (const picture of PICTURES) {
      const path = `/sandbox/img/${picture.replace('LANG', lang)}.svg`;
      await page.goto(`${site.baseURL}${path}`);
      const overflow = await page.evaluate(() => {
        const svg = document.querySelector('svg')!;
        const width = Number(svg.getAttribute('width'));
        return [...svg.querySelectorAll('text')].map((text) => {
          const box = text.getBBox();
          return { text: text.textContent, left: box.x, right: box.x + box.width, width };
        }).filter((box) => box.left < 0 || box.right > box.width);
      });
      expect(overflow, path).toEqual([]);
    }
  }
});
