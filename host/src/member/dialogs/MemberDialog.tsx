import { useId, type ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useCloseOnBack } from '@vitrin/shared';
import { Icon } from '../icons/Icon';
import { useMemberT } from '../i18n/memberTexts';
import { useIsMobile } from '../ui/useIsMobile';
import { closeAllDialogs } from './dialogStore';

/** The frame every account dialog shares: titled, closable, full screen on phones. */
export function MemberDialog({ title, children, testId, onClose = closeAllDialogs }: { title: string; children: ReactNode; testId: string; onClose?: () => void }) {
  const t = useMemberT();
  const mobile = useIsMobile();
  const titleId = useId();
  useCloseOnBack(true, onClose);
  return (
    <Dialog open onClose={onClose} fullScreen={mobile} fullWidth maxWidth="xs" aria-labelledby={titleId} data-testid={testId}>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {title}
      </DialogTitle>
      {/* Beside the title, not in it: the dialog's accessible name is its title alone. */}
      <IconButton aria-label={t('member.common.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <Icon name="close" />
      </IconButton>
      <DialogContent>{children}</DialogContent>
    </Dialog>
  );
}
