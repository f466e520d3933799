import { SportsbookPage } from './SportsbookPage';

/** /esports and /esports/betco: the e-sports book (betco). */
export function EsportsPage() {
  return <SportsbookPage book="betco" view="esports" />;
}
