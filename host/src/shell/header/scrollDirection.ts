import { HEADER } from '@vitrin/contract';

/**
 * Spec §4: the header hides when scrolling down past 100 px and shows again on any scroll up.
 * Returns the new hidden flag.
 */
export function nextHeaderHidden(previousY: number, currentY: number, hidden: boolean): boolean {
  if (currentY <= HEADER.scrollThresholdPx) return false;
  if (currentY > previousY) return true;
  if (currentY < previousY) return false;
  return hidden;
}
