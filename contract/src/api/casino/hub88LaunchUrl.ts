import { defineCall } from '../defineCall';
import { launchUrlAnswer } from './launchAnswer';
import { platformLaunchRequestSchema } from './platformLaunch';

/** Spec §7 POST casino/hub88launchurl {platform, gameCode, language, lobbyUrl}: Hub88 games. */
export const hub88LaunchUrl = defineCall({
  method: 'POST',
  path: 'casino/hub88launchurl',
  request: platformLaunchRequestSchema,
  response: launchUrlAnswer,
});
