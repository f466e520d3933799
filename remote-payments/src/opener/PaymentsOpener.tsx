import { useEffect, useState } from 'react';
import type { SlotPropsMap } from '@vitrin/contract';
import { PaymentDialog } from '../dialog/PaymentDialog';
import { DepositModal } from '../modal/DepositModal';
import type { PaymentOpenRequest } from '../dialog/openRequest';

export type PaymentsOpenerRequest = SlotPropsMap['payments']['PaymentsOpener']['request'];

/**
 * Slot `PaymentsOpener`: this remote's answer to `payments/open` (the dynamic dialog, spec §2) and
 * `payments/open-deposit-modal` (the Deposit Money modal) on any page. The host mounts it at the
 * first such event and passes each one numbered (`seq`), so each opens once.
 */
export function PaymentsOpener({ request }: { request?: PaymentsOpenerRequest }) {
  const [dialog, setDialog] = useState<PaymentOpenRequest | null>(null);
  const [modal, setModal] = useState(false);
  useEffect(() => {
    if (!request) return;
    if (request.open) setDialog(request.open);
    if (request.depositModal) setModal(true);
  }, [request]);
  return (
    <>
      {modal ? <DepositModal onClose={() => setModal(false)} /> : null}
      {dialog ? <PaymentDialog key={request?.seq} request={dialog} onClose={() => setDialog(null)} /> : null}
    </>
  );
}
