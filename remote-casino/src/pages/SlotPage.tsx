import { LobbyPage } from '../lobby/LobbyPage';

export function SlotPage() {
  return <LobbyPage lobby="slot" />;
}
