import { bus } from '@vitrin/shared';
import type { MenuAction } from './menuItems';

/** The non-link menu actions, as bus commands other packages answer. */
export function runMenuAction(action: MenuAction): void {
  if (action.kind === 'callrequest') bus.emit('callrequest/open', {});
  else if (action.kind === 'search-open') bus.emit('game/search-open', { search: action.search, live: action.live });
}
