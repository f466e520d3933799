import { callApi } from '@vitrin/shared';
import { egtLaunchUrl } from '@vitrin/contract';
import { urlLaunch, type FrameCommand, type LaunchAdapter } from './launchAdapter';
import { platformPayload } from './platformPayload';

/** Egt's own frame commands (spec §4: the Egt exit command closes, the Egt reload command relaunches). */
export const EGT_COMMANDS: Record<string, FrameCommand> = { 'com.egt-bg.exit': 'exit', 'com.egt-bg.reload': 'reload' };

/** Egt Digital: POST casino/egtlaunchurl {platform, gameCode, language, lobbyUrl}; a failure closes the modal (§4). */
export const egt: LaunchAdapter = {
  provider: 'Egt Digital',
  closesOnFailure: true,
  launch: async (game, context) =>
    urlLaunch((await callApi(egtLaunchUrl, platformPayload(game, context), { signal: context.signal })).data),
  command: (data) => {
    const command = data && typeof data === 'object' ? (data as { command?: unknown }).command : undefined;
    return typeof command === 'string' ? (EGT_COMMANDS[command] ?? null) : null;
  },
};
