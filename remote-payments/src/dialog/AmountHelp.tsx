import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { PaymentMethodInfo } from '@vitrin/contract';
import { formatMoney } from '@vitrin/shared';
import { useT } from '../i18n';

interface Props {
  method: PaymentMethodInfo;
  onPick: (amount: string) => void;
}

/** Beside the amount: the method's limits and a few preset amounts (issue 10). */
export function AmountHelp({ method, onPick }: Props) {
  const t = useT();
  // Display only: the exact strings are what the form keeps and sends.
  const money = (value: string) => formatMoney(Number(value));
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {t('payments.dialog.limits', { min: money(method.minAmount), max: money(method.maxAmount) })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
        {method.presets.map((amount) => (
          <Chip key={amount} label={money(amount)} onClick={() => onPick(amount)} aria-label={t('payments.dialog.preset', { amount: money(amount) })} />
        ))}
      </Box>
    </Box>
  );
}
