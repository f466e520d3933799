import { bus } from '@vitrin/shared';
import type { LaunchContext } from '../launch/launchAdapter';
import { isMobileViewport } from './isMobile';

/** The launch context of this page: device, language, and the current page as lobbyUrl (spec §7). */
export function launchContext(mobile = isMobileViewport()): LaunchContext {
  const language = bus.get('language') === 'en' ? 'en' : 'tr';
  return { mobile, language, lobbyUrl: window.location.href };
}
