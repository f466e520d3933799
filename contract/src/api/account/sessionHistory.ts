import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';
import { PlatformCode } from '../../enums/enums';
import { pageOf, pagingEntries } from './paging';

export const sessionHistoryRequestSchema = v.object({ ...pagingEntries });
export type SessionHistoryRequest = v.InferInput<typeof sessionHistoryRequestSchema>;

export const signInSchema = v.object({
  id: v.number(),
  createdAt: v.string(),
  /** When it was ended (logout, password change), or null while valid. */
  endedAt: v.nullable(v.string()),
  ip: v.nullable(v.string()),
  userAgent: v.nullable(v.string()),
  /** Spec §3 platform code: 1 desktop, 2 mobile. */
  platform: v.picklist(Object.values(PlatformCode)),
  /** The session making this request. */
  current: v.boolean(),
});
export type SignIn = v.InferOutput<typeof signInSchema>;

/** POST customer/sessions {skip, take} (extension), newest first. */
export const sessionHistory = defineCall({
  method: 'POST',
  path: 'customer/sessions',
  request: sessionHistoryRequestSchema,
  response: envelope(pageOf(signInSchema)),
  extension: true,
});
