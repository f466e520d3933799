import { useState } from 'react';
import { Typography } from '@vitrin/shared/ui';
import { PaymentDirection, type PaymentDirectionCode } from '@vitrin/contract';
import { useT } from '../i18n';
import { PaymentDialog } from '../dialog/PaymentDialog';
import type { PaymentOpenRequest } from '../dialog/openRequest';
import { MethodList } from './MethodList';
import { PendingRequests } from './PendingRequests';

/** /dashboard/deposit and /dashboard/withdraw (spec §2): the methods of one direction and the dialog. */
export function PaymentMethodsPage({ direction }: { direction: PaymentDirectionCode }) {
  const t = useT();
  const kind = direction === PaymentDirection.Deposit ? 'deposit' : 'withdraw';
  const [open, setOpen] = useState<PaymentOpenRequest | null>(null);
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>{t(`payments.${kind}.title`)}</Typography>
      <PendingRequests direction={direction} />
      <MethodList direction={direction} onChoose={(method) => setOpen({ kind, id: method.id, type: method.type, title: method.name, method })} />
      {open ? <PaymentDialog request={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
