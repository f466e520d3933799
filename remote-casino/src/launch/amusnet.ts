import { callApi } from '@vitrin/shared';
import { amusnetLaunchUrl } from '@vitrin/contract';
import { urlLaunch, type LaunchAdapter } from './launchAdapter';

/** Amusnet: POST casino/amusnetlaunchurl {code, isMobile} (spec §7). */
export const amusnet: LaunchAdapter = {
  provider: 'Amusnet',
  closesOnFailure: false,
  launch: async (game, { mobile, signal }) =>
    urlLaunch((await callApi(amusnetLaunchUrl, { code: game.gameCode, isMobile: mobile }, { signal })).data),
};
