import { useState } from 'react';
import { useMediaQuery, useTheme } from '@vitrin/shared/ui';
import { Dialog, DialogContent } from '@vitrin/shared/ui/overlays';
import { PaymentDirection } from '@vitrin/contract';
import { useCloseOnBack } from '@vitrin/shared';
import { useT } from '../i18n';
import { MethodList } from '../methods/MethodList';
import { PaymentDialog } from '../dialog/PaymentDialog';
import type { PaymentOpenRequest } from '../dialog/openRequest';
import { DialogHeader } from '../dialog/DialogHeader';

/**
 * Spec §2 'Deposit modal titled Deposit Money, full height': opened from the casino's play modal
 * (`payments/open-deposit-modal`), so a player tops up without leaving the game.
 */
export function DepositModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'));
  const [open, setOpen] = useState<PaymentOpenRequest | null>(null);
  useCloseOnBack(true, onClose);
  return (
    <>
      <Dialog
        open
        onClose={onClose}
        fullScreen={mobile}
        fullWidth
        maxWidth="md"
        aria-labelledby="payments-deposit-modal-title"
        slotProps={{ paper: { sx: mobile ? undefined : { height: '100%', maxHeight: 'calc(100% - 32px)' } } }}
      >
        <DialogHeader id="payments-deposit-modal-title" title={t('payments.modal.title')} onClose={onClose} />
        <DialogContent>
          <MethodList
            direction={PaymentDirection.Deposit}
            onChoose={(method) => setOpen({ kind: 'deposit', id: method.id, type: method.type, title: method.name, method })}
          />
        </DialogContent>
      </Dialog>
      {open ? <PaymentDialog request={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
