import { SportsbookPage } from './SportsbookPage';

/** /livespor: the live sportsbook (betsy). */
export function LiveSportsPage() {
  return <SportsbookPage book="betsy" view="livespor" />;
}

/** /livespor/fcg: the same with the compact menu and no sportsbook navigation (spec §2). */
export function LiveSportsCompactPage() {
  return <SportsbookPage book="betsy" view="livespor" compact />;
}
