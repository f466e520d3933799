import { getDefaultStore } from 'jotai';

/**
 * The page's one jotai store. jotai is a federation singleton, so host and remotes share it; the
 * host's member code outside React (session, hub messages, start-up) reads and writes its atoms
 * here, and its components read the same atoms with `useAtomValue` (docs/ARCHITECTURE.md "State").
 */
export const pageStore = getDefaultStore();
