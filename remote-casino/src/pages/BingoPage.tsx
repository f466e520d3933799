import { LobbyPage } from '../lobby/LobbyPage';

export function BingoPage() {
  return <LobbyPage lobby="bingo" />;
}
