import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';

export const contentItemSchema = v.object({ id: v.number(), title: v.string() });
export type ContentItem = v.InferOutput<typeof contentItemSchema>;

/** POST cms/contentlist {status: true, categoryId: 1}: the static pages of the side menu. */
export const contentList = defineCall({
  method: 'POST',
  path: 'cms/contentlist',
  request: v.object({ status: v.boolean(), categoryId: v.number() }),
  response: envelope(v.array(contentItemSchema)),
});
