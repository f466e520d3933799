import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { emptyEnvelope } from '../envelope';

export const logout = defineCall({
  method: 'GET',
  path: 'auth/logout',
  request: v.object({}),
  response: emptyEnvelope,
});
