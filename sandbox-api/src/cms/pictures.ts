import { FOOTER_PROVIDER_NAMES } from '../sharedConstants';
import { SLIDES } from './bootstrap';
import { PROMOTIONS } from './promotions';
import { CASINO_CATEGORIES } from './bootstrap';
import { GAME_BY_CODE } from '../casino/catalogue';
import type { Locale } from '../i18n/locale';

/** The pictures' gradient pairs, picked by a hash of the picture's seed (gameThumbnail.ts uses them too). */
export const PALETTES: readonly [string, string][] = [
  ['#1b1f3b', '#e94560'], ['#0f3443', '#34e89e'], ['#42275a', '#734b6d'], ['#141e30', '#243b55'],
  ['#3a1c71', '#ffaf7b'], ['#000428', '#004e92'], ['#b92b27', '#1565c0'], ['#0b486b', '#f56217'],
];

export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

interface Picture { width: number; height: number; title: string; subtitle?: string; seed: string }

function render({ width, height, title, subtitle, seed }: Picture): string {
  const [from, to] = PALETTES[hash(seed) % PALETTES.length]!;
  // The words fit inside the picture with a margin: a bold DejaVu Sans glyph is at most about
  // 0.72 em wide on average (%, digits and capitals are the wide ones), a regular one 0.62 em.
  // (The old 1.4 × width / letters drew "%25 Kayıp Bonusu" wider than an 800 px phone slide.)
  const size = Math.max(10, Math.floor(Math.min((width * 0.88) / (Math.max(title.length, 6) * 0.72), height / 4)));
  const subSize = subtitle ? Math.max(8, Math.floor(Math.min(size / 2.2, (width * 0.9) / (subtitle.length * 0.62)))) : 0;
  const sub = subtitle
    ? `<text x="50%" y="${Math.round(height / 2 + size)}" font-size="${subSize}" fill="#ffffffcc" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif">${escapeXml(subtitle)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${Math.round(width * 0.85)}" cy="${Math.round(height * 0.2)}" r="${Math.round(height * 0.45)}" fill="#ffffff14"/>
<circle cx="${Math.round(width * 0.1)}" cy="${Math.round(height * 0.9)}" r="${Math.round(height * 0.3)}" fill="#00000022"/>
<text x="50%" y="${Math.round(height / 2 + size / 3)}" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif">${escapeXml(title)}</text>
${sub}
</svg>`;
}

function sizeOf(part: string | undefined, fallback: [number, number]): [number, number] {
  const match = /^(\d{2,4})x(\d{2,4})$/.exec(part ?? '');
  if (!match) return fallback;
  return [Math.min(Number(match[1]), 4000), Math.min(Number(match[2]), 4000)];
}

const loc = (value: string | undefined): Locale => (value === 'en' ? 'en' : 'tr');

/**
 * Every picture of the demo site, drawn on the fly so nothing comes from outside:
 * slide/<key>/<locale>/<w>x<h>, popup/<locale>/<w>x<h>, promotion/<id>/<locale>/<card|detail>,
 * provider/<name>, category/<id>, game/<code>. Unknown kinds answer null (404).
 */
export function pictureFor(kind: string, parts: string[]): string | null {
  switch (kind) {
    case 'slide': {
      const slide = SLIDES.find((s) => s.key === parts[0]);
      if (!slide) return null;
      const [width, height] = sizeOf(parts[2], [800, 400]);
      return render({ width, height, title: slide.title[loc(parts[1])], subtitle: 'Vitrin', seed: slide.key });
    }
    case 'popup': {
      const [width, height] = sizeOf(parts[1], [600, 600]);
      const locale = loc(parts[0]);
      return render({
        width, height, seed: 'popup',
        title: locale === 'en' ? 'Weekend Offer' : 'Hafta Sonu Fırsatı',
        subtitle: locale === 'en' ? '50 free spins on slots' : 'Slotlarda 50 bedava dönüş',
      });
    }
    case 'promotion': {
      const promo = PROMOTIONS.find((p) => String(p.id) === parts[0]);
      if (!promo) return null;
      const locale = loc(parts[1]);
      const [width, height] = parts[2] === 'detail' ? [900, 400] : [600, 300];
      return render({ width, height, title: promo.title[locale], subtitle: promo.summary[locale].slice(0, 60), seed: `promo-${promo.id}` });
    }
    case 'provider': {
      const name = parts[0] ?? '';
      if (!FOOTER_PROVIDER_NAMES.includes(name)) return null;
      return render({ width: 160, height: 64, title: name, seed: `provider-${name}` });
    }
    case 'category': {
      const category = CASINO_CATEGORIES.find((c) => String(c.id) === parts[0]);
      if (!category) return null;
      return render({ width: 200, height: 120, title: category.name.en, seed: `category-${category.id}` });
    }
    case 'game': {
      const code = parts[0] ?? '';
      if (!/^[\w.-]{1,80}$/.test(code)) return null;
      // A catalogue game shows its name and studio; any other code its words.
      const game = GAME_BY_CODE.get(code);
      const title = game?.name ?? code.replace(/[-_.]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
      return render({ width: 300, height: 300, title, subtitle: game?.studio, seed: `game-${code}` });
    }
    default:
      return null;
  }
}
