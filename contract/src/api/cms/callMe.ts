import * as v from 'valibot';
import { text } from '../text';
import { defineCall } from '../defineCall';
import { emptyEnvelope } from '../envelope';
import { MAX_CONTACTS } from '../../constants/constants';
import { ContactType } from '../../enums/enums';

export const callMeContactSchema = v.object({
  type: v.picklist([ContactType.Phone, ContactType.Whatsapp, ContactType.Telegram, ContactType.Email]),
  contact: v.pipe(text(), v.minLength(5), v.maxLength(30)),
});
export type CallMeContact = v.InferOutput<typeof callMeContactSchema>;

/** Spec §5 call-request rules; the contact-count messages are the spec's Turkish texts (§8). */
export const callMeRequestSchema = v.object({
  name: v.pipe(text(), v.trim(), v.minLength(5), v.maxLength(30)),
  // A text area: line breaks are the player's own.
  message: v.pipe(text({ multiline: true }), v.minLength(5), v.maxLength(100)),
  contacts: v.pipe(
    v.array(callMeContactSchema),
    v.minLength(1, 'En az bir iletişim bilgisi eklemelisiniz'),
    v.maxLength(MAX_CONTACTS, 'Maksimum 5 iletişim bilgisi ekleyebilirsiniz'),
  ),
});
export type CallMeRequest = v.InferOutput<typeof callMeRequestSchema>;

/** POST cms/callme: a call-back request. */
export const callMe = defineCall({
  method: 'POST',
  path: 'cms/callme',
  request: callMeRequestSchema,
  response: emptyEnvelope,
});
