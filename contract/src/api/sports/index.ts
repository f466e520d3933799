// The sportsbook hand-off calls (extensions); one file per call.
export { sportsbookEntry } from './sportsbookEntry';
export { sportsbookToken, sportsbookSchema } from './sportsbookToken';
