import { callApi } from '@vitrin/shared';
import { dtLaunchUrl } from '@vitrin/contract';
import { urlLaunch, type LaunchAdapter } from './launchAdapter';

/** Digitain: POST casino/dtlaunchurl {code} (spec §7). */
export const digitain: LaunchAdapter = {
  provider: 'Digitain',
  closesOnFailure: false,
  launch: async (game, { signal }) => urlLaunch((await callApi(dtLaunchUrl, { code: game.gameCode }, { signal })).data),
};
