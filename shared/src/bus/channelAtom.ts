import { atom, getDefaultStore, type WritableAtom } from 'jotai';
import type { Bus } from './createBus';

type Store = ReturnType<typeof getDefaultStore>;

/**
 * The bridge between the two ways Vitrin holds state (docs/ARCHITECTURE.md "State", ADR 0056):
 * a bus channel — what crosses the federation boundary, one per page — seen as a jotai atom, so a
 * package's atoms can derive from it and its components read it like any other atom.
 *
 * The bus stays the source of truth: writing the atom sets the channel (every container sees it),
 * and every change of the channel, from any container, reaches the atom. The atom follows the
 * channel from the moment it is made, mounted or not (a channel lives as long as the page, and so
 * does this one subscription), so `store.get` outside React is never stale.
 */
export function channelAtom<E extends object, C extends object, K extends keyof C & string>(
  source: Bus<E, C>,
  channel: K,
  store: Store = getDefaultStore(),
): WritableAtom<C[K], [C[K]], void> {
  const value = atom(source.get(channel));
  // subscribe() hands the current value at once, then every change.
  source.subscribe(channel, (next) => store.set(value, next));
  return atom(
    (get) => get(value),
    (_get, _set, next: C[K]) => source.set(channel, next),
  );
}
