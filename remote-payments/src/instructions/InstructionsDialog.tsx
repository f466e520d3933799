import { useMediaQuery, useTheme } from '@vitrin/shared/ui';
import { Dialog, DialogContent } from '@vitrin/shared/ui/overlays';
import type { DepositInstructions as Instructions } from '@vitrin/contract';
import { useCloseOnBack } from '@vitrin/shared';
import { useT } from '../i18n';
import { DialogHeader } from '../dialog/DialogHeader';
import { DepositInstructions } from './DepositInstructions';

/** A pending transfer deposit's instructions again, opened from the pending requests. */
export function InstructionsDialog({ id, instructions, onClose }: { id: number; instructions: Instructions; onClose: () => void }) {
  const t = useT();
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = `payment-instructions-${id}`;
  useCloseOnBack(true, onClose);
  return (
    <Dialog open onClose={onClose} fullScreen={mobile} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogHeader id={titleId} title={t('payments.instructions.dialogTitle')} onClose={onClose} />
      <DialogContent>
        <DepositInstructions instructions={instructions} />
      </DialogContent>
    </Dialog>
  );
}
