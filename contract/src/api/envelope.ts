import * as v from 'valibot';

/** Spec §7: every response carries success and message unless stated otherwise. */
export function envelope<TData extends v.GenericSchema>(data: TData) {
  return v.object({
    success: v.boolean(),
    message: v.nullish(v.string()),
    data,
  });
}

/** An envelope whose data the front end does not read. */
export const emptyEnvelope = v.object({
  success: v.boolean(),
  message: v.nullish(v.string()),
  data: v.optional(v.unknown()),
});

export type Envelope<T> = { success: boolean; message?: string | null | undefined; data: T };
