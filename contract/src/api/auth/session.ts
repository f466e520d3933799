import * as v from 'valibot';

/** Session data returned by login and register; stored under the spec §3 keys. */
export const sessionSchema = v.looseObject({
  token: v.pipe(v.string(), v.minLength(1)),
  username: v.string(),
  usercode: v.union([v.string(), v.number()]),
  phone: v.nullish(v.string()),
  smsVerified: v.nullish(v.boolean()),
  balance: v.nullish(v.number()),
  betsyCid: v.nullish(v.string()),
  betsyUrl: v.nullish(v.string()),
  betsyToken: v.nullish(v.string()),
  betcoToken: v.nullish(v.string()),
  betcoUrl: v.nullish(v.string()),
});
export type Session = v.InferOutput<typeof sessionSchema>;
