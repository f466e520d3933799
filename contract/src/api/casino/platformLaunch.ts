import * as v from 'valibot';
import { text } from '../text';
import { launchLanguageSchema } from './launchAnswer';
import { gameCodeSchema } from './paging';

/**
 * Spec §7 payload shared by casino/egtlaunchurl and casino/hub88launchurl: platform (1 desktop,
 * 2 mobile, §3 platform code), gameCode, language, lobbyUrl (the current page, http(s) only).
 */
export const platformLaunchRequestSchema = v.object({
  platform: v.picklist([1, 2]),
  gameCode: gameCodeSchema,
  language: launchLanguageSchema,
  lobbyUrl: v.pipe(text(), v.url(), v.regex(/^https?:\/\//i), v.maxLength(2000)),
});
export type PlatformLaunchRequest = v.InferOutput<typeof platformLaunchRequestSchema>;
