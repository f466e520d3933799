import { useState } from 'react';
import { Slot, useBusEvent } from '@vitrin/shared';
import type { SlotPropsMap } from '@vitrin/contract';

type OpenRequest = SlotPropsMap['casino']['GameOpener']['request'];

/**
 * `game/open` (quick links, casino tiles) and `game/search-open` (compact menu's Aviator) are
 * answered by the casino on any page: at the first such event this mounts the casino's
 * `GameOpener` slot, and hands it every event, numbered so each acts once (spec §4). Until then
 * no casino code loads. If the casino is down the slot renders nothing and the page keeps working.
 */
export function GameOpenerHost() {
  const [request, setRequest] = useState<OpenRequest>(null);
  useBusEvent('game/open', ({ game }) => setRequest((last) => ({ seq: (last?.seq ?? 0) + 1, game })));
  useBusEvent('game/search-open', (search) => setRequest((last) => ({ seq: (last?.seq ?? 0) + 1, search })));
  if (!request) return null;
  return <Slot remote="casino" name="GameOpener" props={{ request }} quiet fallback={null} />;
}
