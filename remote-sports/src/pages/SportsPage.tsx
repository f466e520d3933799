import { SportsbookPage } from './SportsbookPage';

/** /spor: the pre-match sportsbook (betsy). */
export function SportsPage() {
  return <SportsbookPage book="betsy" view="spor" />;
}

/** /spor/fcg: the same with the compact menu and no sportsbook navigation (spec §2). */
export function SportsCompactPage() {
  return <SportsbookPage book="betsy" view="spor" compact />;
}
