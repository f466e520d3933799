import { callApi } from '@vitrin/shared';
import { softgamingsLaunchUrl } from '@vitrin/contract';
import type { LaunchAdapter } from './launchAdapter';

/**
 * SoftGamings: POST casino/softgamingslaunchurl {system, pageCode, isMobile 1|0}; the answer is HTML
 * plus a script, shown in a sandboxed frame (never in Vitrin's page). A failure closes the modal (§4).
 */
export const softgamings: LaunchAdapter = {
  provider: 'SoftGamings',
  closesOnFailure: true,
  launch: async (game, { mobile, signal }) => {
    const payload = { system: game.system ?? '', pageCode: game.gameCode, isMobile: mobile ? 1 : 0 } as const;
    const { data } = await callApi(softgamingsLaunchUrl, payload, { signal });
    return { kind: 'html', html: data.html, script: data.script, origin: new URL(data.origin).origin };
  },
};
