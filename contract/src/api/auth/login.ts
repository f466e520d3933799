import * as v from 'valibot';
import { text } from '../text';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';
import { sessionSchema } from './session';

/** Spec §5 login rules, shared by the form and the sandbox. */
export const loginRequestSchema = v.object({
  username: v.pipe(text(), v.minLength(1), v.maxLength(50)),
  password: v.pipe(text(), v.minLength(3), v.maxLength(100)),
});
export type LoginRequest = v.InferOutput<typeof loginRequestSchema>;

export const login = defineCall({
  method: 'POST',
  path: 'auth/login',
  request: loginRequestSchema,
  response: envelope(v.nullish(sessionSchema)),
});
