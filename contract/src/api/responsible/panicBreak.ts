import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';
import { breakSchema } from './takeBreak';

/** POST responsible/panic {} (extension): the panic button, one tap, a PANIC_DURATION time-out with no password. */
export const panicBreak = defineCall({
  method: 'POST',
  path: 'responsible/panic',
  request: v.object({}),
  response: envelope(v.nullish(breakSchema)),
  extension: true,
});
