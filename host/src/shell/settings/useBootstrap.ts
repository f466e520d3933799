import { useAtomValue } from 'jotai';
import type { Bootstrap } from '@vitrin/contract';
import { bootstrapAtom } from './bootstrapAtom';

/** The bootstrap data start-up settled on, or null with none (the shell shows its empty state). */
export function useBootstrap(): Bootstrap | null {
  return useAtomValue(bootstrapAtom);
}
