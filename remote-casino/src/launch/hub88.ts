import { callApi } from '@vitrin/shared';
import { hub88LaunchUrl } from '@vitrin/contract';
import { urlLaunch, type LaunchAdapter } from './launchAdapter';
import { platformPayload } from './platformPayload';

/** Hub88: POST casino/hub88launchurl {platform, gameCode, language, lobbyUrl}; a failure closes the modal (§4). */
export const hub88: LaunchAdapter = {
  provider: 'Hub88',
  closesOnFailure: true,
  launch: async (game, context) =>
    urlLaunch((await callApi(hub88LaunchUrl, platformPayload(game, context), { signal: context.signal })).data),
};
