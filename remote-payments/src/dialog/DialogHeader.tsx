import { IconButton } from '@vitrin/shared/ui';
import { DialogTitle } from '@vitrin/shared/ui/overlays';
import { useT } from '../i18n';

/**
 * The title and close button of the payments dialogs. The button sits beside the title, not in
 * it, so the dialog's accessible name (aria-labelledby the title) is the title alone.
 */
export function DialogHeader({ id, title, onClose }: { id: string; title: string; onClose: () => void }) {
  const t = useT();
  return (
    <>
      <DialogTitle id={id} sx={{ pr: 6 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label={t('payments.dialog.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <span aria-hidden="true">×</span>
      </IconButton>
    </>
  );
}
