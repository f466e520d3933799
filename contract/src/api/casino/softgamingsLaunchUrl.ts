import * as v from 'valibot';
import { text } from '../text';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';

/** Spec §7 POST casino/softgamingslaunchurl {system, pageCode, isMobile 1|0}: SoftGamings games. */
export const softgamingsLaunchUrlRequestSchema = v.object({
  system: v.union([v.number(), v.pipe(text(), v.minLength(1), v.maxLength(50))]),
  pageCode: v.pipe(text(), v.minLength(1), v.maxLength(100)),
  isMobile: v.picklist([1, 0]),
});
export type SoftgamingsLaunchUrlRequest = v.InferOutput<typeof softgamingsLaunchUrlRequestSchema>;

/**
 * data is HTML plus a script (spec §7): `html` is the markup to show, `script` the code to start
 * 100 ms after display (§9). `origin` is the provider's origin, the only one whose frame messages
 * count. The client renders all of it in a sandboxed frame without allow-same-origin, never in its page.
 */
export const softgamingsLaunchSchema = v.object({
  html: v.string(),
  script: v.string(),
  origin: v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//i)),
});
export type SoftgamingsLaunch = v.InferOutput<typeof softgamingsLaunchSchema>;

export const softgamingsLaunchUrl = defineCall({
  method: 'POST',
  path: 'casino/softgamingslaunchurl',
  request: softgamingsLaunchUrlRequestSchema,
  response: envelope(softgamingsLaunchSchema),
});
