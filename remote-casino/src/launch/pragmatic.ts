import { callApi } from '@vitrin/shared';
import { pragmaticLaunchUrl } from '@vitrin/contract';
import { urlLaunch, type LaunchAdapter } from './launchAdapter';

/** Pragmatic Play: POST casino/pragmaticlaunchurl {code} (spec §7). */
export const pragmatic: LaunchAdapter = {
  provider: 'Pragmatic Play',
  closesOnFailure: false,
  launch: async (game, { signal }) =>
    urlLaunch((await callApi(pragmaticLaunchUrl, { code: game.gameCode }, { signal })).data),
};
