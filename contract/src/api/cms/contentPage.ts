import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';

export const contentPageSchema = v.object({ id: v.number(), title: v.string(), html: v.string() });
export type ContentPage = v.InferOutput<typeof contentPageSchema>;

export const contentPageRequestSchema = v.object({ id: v.pipe(v.number(), v.integer()) });
export type ContentPageRequest = v.InferOutput<typeof contentPageRequestSchema>;

/**
 * POST cms/content {id}: one static page for /pages/:id. Extension: the spec names the route but
 * not its call. An unknown id answers success false with a message (data null).
 */
export const contentPage = defineCall({
  method: 'POST',
  path: 'cms/content',
  request: contentPageRequestSchema,
  response: envelope(v.nullish(contentPageSchema)),
  extension: true,
});
