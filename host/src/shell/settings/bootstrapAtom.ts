import { atom } from 'jotai';
import type { Bootstrap } from '@vitrin/contract';

/**
 * The bootstrap data start-up settled on (spec §3: fresh from cms/grouped, else the stored copy
 * that still matches the contract's schema, else none), set by `publishBootstrap`. The one reader
 * of it: the shell's banners, popup and footer read this atom, never local storage.
 */
export const bootstrapAtom = atom<Bootstrap | null>(null);
