import { LIVE_FILTER_KINDS, type CasinoLobby, type LiveFilterKind } from '@vitrin/contract';
import type { CasinoKey } from '../i18n';
import type { CasinoCategory } from '../catalogue/casinoCategories';
import type { LobbyParams } from './lobbyQuery';

/** One choice of the lobby's filter row: all games, a category id, a live filter kind, or the member's favourites. */
export type LobbyTab = number | 'all' | 'favorites' | LiveFilterKind;

export interface RowEntry {
  value: LobbyTab;
  label: string;
}

const isKind = (value: unknown): value is LiveFilterKind => (LIVE_FILTER_KINDS as readonly unknown[]).includes(value);

/**
 * The lobby's one filter row. The live lobby had two (the spec §2 filter as chips, the operator's
 * categories as tabs, both with "Roulette"), and a choice in each could be combined into nothing
 * (Blackjack + Roulette): its row is All, the spec's kinds, then the operator's categories that are
 * not one of them (`liveFilter`, a contract extension: "Popular Tables" stays, "Rulet" is the kind).
 * Other lobbies: All and their categories. Members also get Favourites.
 */
export function filterRow(lobby: CasinoLobby, categories: CasinoCategory[], hasLogin: boolean, t: (key: CasinoKey) => string): RowEntry[] {
  const row: RowEntry[] = [{ value: 'all', label: t('casino.lobby.all') }];
  if (lobby === 'live') {
    for (const kind of LIVE_FILTER_KINDS) row.push({ value: kind, label: t(`casino.live.filter.${kind}`) });
  }
  for (const category of categories) {
    if (lobby === 'live' && category.liveFilter) continue;
    row.push({ value: category.id, label: category.name });
  }
  if (hasLogin) row.push({ value: 'favorites', label: t('casino.favorites.tab') });
  return row;
}

/**
 * The row's choice from the address. One choice only: a link with both a live kind and a category
 * (the old two rows) shows the kind; a category that is a kind is that kind; a category of another
 * lobby, or one the operator removed, is All (the server would refuse it, and Retry could never clear it).
 */
export function selectedTab(lobby: CasinoLobby, params: LobbyParams, categories: CasinoCategory[], hasLogin: boolean): LobbyTab {
  if (params.category === 'favorites') return hasLogin ? 'favorites' : 'all';
  if (lobby === 'live' && params.filter) return params.filter;
  const category = categories.find((entry) => entry.id === params.category);
  if (!category) return 'all';
  return lobby === 'live' && category.liveFilter ? category.liveFilter : category.id;
}

/** The address change for a choice of the row: it replaces the row's previous choice (and goes back to page 1). */
export function tabPatch(value: LobbyTab): Partial<LobbyParams> {
  if (value === 'all') return { category: null, filter: null };
  if (isKind(value)) return { category: null, filter: value };
  return { category: value, filter: null };
}
