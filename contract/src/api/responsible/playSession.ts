import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';
import { moneySchema } from '../account/paging';

/** This sign-in's play: since when (ISO, UTC), stakes and net result (wins less stakes), and the settings that watch it. */
export const playSessionSchema = v.object({
  startedAt: v.string(),
  wagered: moneySchema,
  net: moneySchema,
  realityCheckMinutes: v.nullable(v.number()),
  sessionLimitMinutes: v.nullable(v.number()),
});
export type PlaySession = v.InferOutput<typeof playSessionSchema>;

/** GET responsible/session (extension): the reality check's and the session bar's figures. */
export const playSession = defineCall({
  method: 'GET',
  path: 'responsible/session',
  request: v.object({}),
  response: envelope(v.nullish(playSessionSchema)),
  extension: true,
});
