import { LobbyPage } from '../lobby/LobbyPage';

export function TvBetsPage() {
  return <LobbyPage lobby="tvbets" />;
}
