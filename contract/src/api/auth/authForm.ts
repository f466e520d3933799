import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';

export const countrySchema = v.object({ id: v.number(), name: v.string() });
export type Country = v.InferOutput<typeof countrySchema>;

/** GET auth/form: the countries of the registration form. */
export const authForm = defineCall({
  method: 'GET',
  path: 'auth/form',
  request: v.object({}),
  response: envelope(v.object({ countries: v.array(countrySchema) })),
});
