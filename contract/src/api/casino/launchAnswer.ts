import * as v from 'valibot';
import { envelope } from '../envelope';

/**
 * Spec §7 launch answer: success, data (the frame address), message. On success the address is an
 * http(s) URL on the provider's origin; a refusal (success false) carries only the message.
 */
export const launchUrlAnswer = envelope(v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//i)));

/** The language a provider is asked to show the game in (spec §3 languages). */
export const launchLanguageSchema = v.picklist(['tr', 'en']);
