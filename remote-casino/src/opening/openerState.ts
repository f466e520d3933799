import { atom, getDefaultStore } from 'jotai';
import type { Game } from '@vitrin/contract';

/** The game in the mobile play modal (spec §2 play modal), or null. */
export const playingAtom = atom<Game | null>(null);
/** A guest's chosen game, opened after login (spec §4 game opening). */
export const pendingGameAtom = atom<Game | null>(null);
/** Bumped after each launch so the Recently played rail reloads. */
export const launchesAtom = atom(0);

export const casinoStore = getDefaultStore();
