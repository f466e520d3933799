import { LobbyPage } from '../lobby/LobbyPage';

export function LivePage() {
  return <LobbyPage lobby="live" />;
}
