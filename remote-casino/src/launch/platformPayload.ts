import { PlatformCode, type Game, type PlatformLaunchRequest } from '@vitrin/contract';
import type { LaunchContext } from './launchAdapter';

/** Spec §7 payload of Egt and Hub88: platform 1 desktop / 2 mobile, gameCode, language, lobbyUrl. */
export function platformPayload(game: Game, { mobile, language, lobbyUrl }: LaunchContext): PlatformLaunchRequest {
  return { platform: mobile ? PlatformCode.Mobile : PlatformCode.Desktop, gameCode: game.gameCode, language, lobbyUrl };
}
