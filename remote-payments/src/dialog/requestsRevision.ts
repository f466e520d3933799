import { atom } from 'jotai';

/** Bumped after each accepted request, so the pending list on the page reloads (any tree of this remote). */
export const requestsRevisionAtom = atom(0);
