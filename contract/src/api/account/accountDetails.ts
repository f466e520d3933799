import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';

/** The member's own details for /dashboard/account (extension; spec §3 registration fields). */
export const accountDetailsSchema = v.object({
  name: v.string(),
  surname: v.string(),
  username: v.string(),
  usercode: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
  smsVerified: v.boolean(),
  /** year-month-day */
  birthDate: v.nullable(v.string()),
  country: v.nullable(v.string()),
  balance: v.string(),
  createdAt: v.string(),
});
export type AccountDetails = v.InferOutput<typeof accountDetailsSchema>;

/** POST customer/details {} (extension). */
export const accountDetails = defineCall({
  method: 'POST',
  path: 'customer/details',
  request: v.object({}),
  response: envelope(accountDetailsSchema),
  extension: true,
});
