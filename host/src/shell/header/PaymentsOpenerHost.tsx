import { useState } from 'react';
import { Slot, useBusEvent } from '@vitrin/shared';
import type { SlotPropsMap } from '@vitrin/contract';

type OpenRequest = SlotPropsMap['payments']['PaymentsOpener']['request'];

/**
 * `payments/open` (the dynamic deposit/withdraw dialog) and `payments/open-deposit-modal` (the
 * casino play modal's Deposit) are answered by the payments remote on any page: at the first such
 * event this mounts its `PaymentsOpener` slot and hands it every event, numbered so each opens
 * once. Until then no payments code loads; if payments is down the slot renders nothing.
 */
export function PaymentsOpenerHost() {
  const [request, setRequest] = useState<OpenRequest>(null);
  useBusEvent('payments/open', (open) => setRequest((last) => ({ seq: (last?.seq ?? 0) + 1, open })));
  useBusEvent('payments/open-deposit-modal', () => setRequest((last) => ({ seq: (last?.seq ?? 0) + 1, depositModal: true })));
  if (!request) return null;
  return <Slot remote="payments" name="PaymentsOpener" props={{ request }} quiet fallback={null} />;
}
