// The casino's calls (spec §7 casino/*, transaction/topwinners) and their schemas; one file per call.
export { gameSchema } from './game';
export type { Game } from './game';
