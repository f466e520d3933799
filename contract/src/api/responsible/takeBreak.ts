import * as v from 'valibot';
import { text } from '../text';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';
import { PASSWORD_MIN } from '../../constants/constants';
import { EXCLUSION_DURATIONS, TIMEOUT_DURATIONS } from './limitRules';

/** When the break ends (ISO, UTC). */
export const breakSchema = v.object({ until: v.string() });
export type BreakAnswer = v.InferOutput<typeof breakSchema>;

/** A time-out or a self-exclusion, confirmed with the member's password. */
export const takeBreakRequestSchema = v.object({
  duration: v.picklist([...TIMEOUT_DURATIONS, ...EXCLUSION_DURATIONS]),
  password: v.pipe(text(), v.minLength(PASSWORD_MIN), v.maxLength(100)),
});
export type TakeBreakRequest = v.InferOutput<typeof takeBreakRequestSchema>;

/**
 * POST responsible/break (extension): every session of the member ends (the hub closes them) and
 * sign-in is refused until `until`, with a message naming it. A break cannot be shortened: a
 * shorter one while one runs is refused; a longer one replaces it.
 */
export const takeBreak = defineCall({
  method: 'POST',
  path: 'responsible/break',
  request: takeBreakRequestSchema,
  response: envelope(v.nullish(breakSchema)),
  extension: true,
});
