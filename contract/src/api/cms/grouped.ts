import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';
import { LIVE_FILTER_KINDS } from '../casino/liveFilter';
import { contentItemSchema } from './contentList';

const imageSchema = v.object({ url: v.string() });

/** sliderList item: images[0] default, [1] from 992 px, [2] from 1200 px. */
export const sliderSchema = v.object({
  slug: v.string(),
  url: v.nullish(v.string()),
  target: v.nullish(v.string()),
  images: v.array(imageSchema),
});
export type Slider = v.InferOutput<typeof sliderSchema>;

export const categorySchema = v.object({ name: v.string(), content: v.array(contentItemSchema) });
export type FooterCategory = v.InferOutput<typeof categorySchema>;

export const casinoCategorySchema = v.looseObject({
  id: v.number(),
  name: v.string(),
  slugList: v.nullish(v.array(v.string())),
  imageUrl: v.nullish(v.string()),
  /**
   * Extension: the spec §2 live casino filter kind this category is (a live lobby's "Roulette"
   * category and the filter's Roulette are one choice). The live lobby shows one filter row: the
   * spec's kinds, then the categories without one; a client without it shows every category.
   */
  liveFilter: v.nullish(v.picklist(LIVE_FILTER_KINDS)),
});
export type CasinoCategoryEntry = v.InferOutput<typeof casinoCategorySchema>;

/**
 * The casino categories of bootstrap data read as it is stored (a lobby reads only this part):
 * each entry on casinoCategorySchema, one it rejects left out; anything else is none.
 */
export function readCasinoCategories(bootstrap: unknown): CasinoCategoryEntry[] {
  const list = bootstrap && typeof bootstrap === 'object' ? (bootstrap as { casinoCategoryList?: unknown }).casinoCategoryList : null;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    const parsed = v.safeParse(casinoCategorySchema, entry);
    return parsed.success ? [parsed.output] : [];
  });
}

export const siteOptionSchema = v.object({ key: v.string(), value: v.nullish(v.string()), status: v.boolean() });
export type SiteOption = v.InferOutput<typeof siteOptionSchema>;

/** Bootstrap data of spec §3 (stored whole under local storage key bootstrap). */
export const bootstrapSchema = v.looseObject({
  sliderList: v.array(sliderSchema),
  categoryList: v.array(categorySchema),
  casinoCategoryList: v.array(casinoCategorySchema),
  language: v.array(v.object({ locale: v.string(), name: v.nullish(v.string()) })),
  translationList: v.array(v.object({ key: v.string(), value: v.string() })),
  siteOption: v.array(siteOptionSchema),
  domainStatus: v.object({ current: v.string(), next: v.nullish(v.string()) }),
  trialBonusAmount: v.number(),
  popup: v.nullish(
    v.object({
      images: v.array(imageSchema),
      url: v.nullish(v.string()),
    }),
  ),
});
export type Bootstrap = v.InferOutput<typeof bootstrapSchema>;

/** GET cms/grouped: the bootstrap data, loaded once at start-up. */
export const cmsGrouped = defineCall({
  method: 'GET',
  path: 'cms/grouped',
  request: v.object({}),
  response: envelope(bootstrapSchema),
});
