import { callApi } from '@vitrin/shared';
import { emLaunchUrl } from '@vitrin/contract';
import { urlLaunch, type LaunchAdapter } from './launchAdapter';

/** EveryMatrix: POST casino/emlaunchurl {code, productId} (spec §7). */
export const everymatrix: LaunchAdapter = {
  provider: 'EveryMatrix',
  closesOnFailure: false,
  launch: async (game, { signal }) =>
    urlLaunch((await callApi(emLaunchUrl, { code: game.gameCode, productId: game.productId ?? '' }, { signal })).data),
};
