import { LobbyPage } from '../lobby/LobbyPage';

export function GamesPage() {
  return <LobbyPage lobby="games" />;
}
