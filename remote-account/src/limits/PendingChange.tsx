import { Button, Typography } from '@vitrin/shared/ui';
import { useChannel } from '@vitrin/shared';
import { useT } from '../i18n';
import { formatDateTime } from '../lists/formatDateTime';

/** A pending increase or removal: what it will be, from when, and Cancel. */
export function PendingChange({ value, from, onCancel, busy }: { value: string; from: string; onCancel: () => void; busy: boolean }) {
  const t = useT();
  const language = useChannel('language');
  return (
    <Typography component="span" variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      {t('account.limits.pending', { value, from: formatDateTime(from, language) })}
      <Button size="small" variant="outlined" onClick={onCancel} disabled={busy}>{t('account.limits.cancelPending')}</Button>
    </Typography>
  );
}
