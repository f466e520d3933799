import { CATALOGUE, publicGame } from './catalogue';

/** Games a bootstrap category carries (spec §3 Casino category games): its first few. */
const PREVIEW_SIZE = 6;

export function categoryPreview(categoryId: number) {
  return CATALOGUE.filter((game) => game.systemCategory.includes(categoryId)).slice(0, PREVIEW_SIZE).map(publicGame);
}
