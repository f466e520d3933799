import * as v from 'valibot';
import { text } from '../text';

/** Largest page any casino list answers; the server refuses more with a clear message (extension rule). */
export const CASINO_TAKE_MAX = 100;

/** The five lobbies of spec §2 routes, by the slug `casinoCategoryList[].slugList` uses. */
export const CASINO_LOBBIES = ['slot', 'live', 'games', 'bingo', 'tvbets'] as const;
export type CasinoLobby = (typeof CASINO_LOBBIES)[number];

/**
 * Games per page of a lobby's grid (the DOM stays bounded with thousands of games). Shared with
 * the server because its first-paint step embeds a lobby's first page for exactly this request.
 */
export const CASINO_LOBBY_PAGE_SIZE = 48;

/**
 * The query keys a lobby reads (search, category, provider, live filter, page): with any of them
 * its first call asks for something else than its first page. Any other key — an advert's
 * `utm_source`, `gclid`, an affiliate's tag — leaves that call as it is, so the first-paint step
 * still embeds the page for it.
 */
export const CASINO_LOBBY_QUERY_KEYS = ['search', 'category', 'provider', 'filter', 'page'] as const;
export type CasinoLobbyQueryKey = (typeof CASINO_LOBBY_QUERY_KEYS)[number];

export const skipSchema = v.pipe(v.number(), v.integer(), v.minValue(0));
export const takeSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(CASINO_TAKE_MAX));
/** A game code as the providers send it; never empty, never huge. */
export const gameCodeSchema = v.pipe(text(), v.minLength(1), v.maxLength(100));
