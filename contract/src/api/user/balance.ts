import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';

/** GET user/balance, polled every 3000 ms while logged in. */
export const userBalance = defineCall({
  method: 'GET',
  path: 'user/balance',
  request: v.object({}),
  response: envelope(v.object({ balance: v.number() })),
});
