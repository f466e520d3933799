import { Box, Button, Typography } from '@vitrin/shared/ui';
import { bus } from '@vitrin/shared';
import { useT } from '../i18n';

/** One line of deposit instructions: what it is, the value (selectable, as text), a copy button. */
export function CopyRow({ label, value, shown }: { label: string; value: string; shown?: string }) {
  const t = useT();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      bus.emit('toast/show', { type: 'success', message: t('payments.instructions.copied', { what: label }) });
    } catch {
      bus.emit('toast/show', { type: 'error', message: t('payments.instructions.copyRefused') });
    }
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" color="text.secondary" component="div">{label}</Typography>
        <Typography component="div" sx={{ fontWeight: 600, wordBreak: 'break-all', userSelect: 'all' }} data-testid="instruction-value">
          {shown ?? value}
        </Typography>
      </Box>
      <Button size="small" variant="outlined" onClick={() => void copy()} aria-label={t('payments.instructions.copy', { what: label })}>
        {t('payments.instructions.copyShort')}
      </Button>
    </Box>
  );
}
