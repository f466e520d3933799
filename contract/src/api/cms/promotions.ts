import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';

/** images[0] is the card image; the detail dialog shows images[1] (spec §2). */
export const promotionSchema = v.object({
  id: v.number(),
  title: v.string(),
  summary: v.string(),
  html: v.string(),
  images: v.pipe(v.array(v.object({ url: v.string() })), v.minLength(2)),
  /**
   * Extension: the bonus offer this promotion gives (its id in bonus/available); its text is that
   * bonus's. The page offers to claim it (a member), or what it waits for (sign-in, a deposit).
   */
  bonusId: v.optional(v.number()),
  /**
   * Extension: where a promotion without a bonus leads (the sportsbook for a sports promotion, a
   * lobby for a casino one), with its button's label in the request's language. `url` is a path of
   * the site or an http(s) address; the page offers no button for anything else.
   */
  action: v.optional(v.object({ label: v.pipe(v.string(), v.minLength(1)), url: v.string() })),
});
export type Promotion = v.InferOutput<typeof promotionSchema>;

/** POST cms/promotions {}: the promotions page. Extension: the spec names the page, not its call. */
export const promotions = defineCall({
  method: 'POST',
  path: 'cms/promotions',
  request: v.object({}),
  response: envelope(v.array(promotionSchema)),
  extension: true,
});
