import type { Slider } from '@vitrin/contract';
import { safeHttpUrl, safeTarget } from '../links/safeUrl';

export interface CarouselSlide {
  key: string;
  /** Default, ≥992 px and ≥1200 px sources; missing sizes fall back to the one before. */
  sources: [string, string, string];
  href: string | null;
  target: '_blank' | '_self';
}

/** The slides of one slug, with only safe links (spec §3 sliderList). */
export function slidesForSlug(sliderList: readonly Slider[], slug: string): CarouselSlide[] {
  return sliderList
    .filter((slide) => slide.slug === slug && slide.images.length > 0)
    .map((slide, index) => {
      const [small, medium, large] = slide.images.map((image) => image.url);
      const base = small ?? '';
      const mid = medium ?? base;
      const href = safeHttpUrl(slide.url);
      return {
        key: `${slug}-${index}-${base}`,
        sources: [base, mid, large ?? mid],
        href,
        target: href ? safeTarget(slide.target) : '_self',
      };
    });
}
