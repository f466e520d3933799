import { defineCall } from '../defineCall';
import { launchUrlAnswer } from './launchAnswer';
import { platformLaunchRequestSchema } from './platformLaunch';

/** Spec §7 POST casino/egtlaunchurl {platform, gameCode, language, lobbyUrl}: Egt Digital games. */
export const egtLaunchUrl = defineCall({
  method: 'POST',
  path: 'casino/egtlaunchurl',
  request: platformLaunchRequestSchema,
  response: launchUrlAnswer,
});
