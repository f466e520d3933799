import type { BusEvents } from '@vitrin/shared';
import type { PaymentMethodInfo } from '@vitrin/contract';

/** What opens the dynamic dialog (spec §2: id, type, title; kind = deposit or withdraw). */
export type PaymentOpenRequest = BusEvents['payments/open'] & {
  /** Known when opened from a methods list: limits and presets for the amount field. */
  method?: PaymentMethodInfo;
};
