import { Box, Chip, Typography } from '@vitrin/shared/ui';
import { writeAmount, type PaymentMethodInfo } from '@vitrin/contract';
import { formatMoney, useChannel } from '@vitrin/shared';
import { useT } from '../i18n';
import { compareDecimal } from '../fields/decimal';
import type { AmountLimits } from '../fields/paymentForm';

interface Props {
  method: PaymentMethodInfo;
  limits: AmountLimits;
  /** Gets the amount written as the active language writes it ("1.000,00" / "1,000.00"). */
  onPick: (amount: string) => void;
}

/** Beside the amount: the limits that apply and the method's preset amounts that fit them. */
export function AmountHelp({ method, limits, onPick }: Props) {
  const t = useT();
  const language = useChannel('language');
  // Display only: the exact strings are what the form keeps and sends.
  const money = (value: string) => formatMoney(Number(value));
  const presets = method.presets.filter((amount) => compareDecimal(amount, limits.maxAmount) <= 0);
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {t('payments.dialog.limits', { min: money(limits.minAmount), max: money(limits.maxAmount) })}
      </Typography>
      {limits.maxCode === 'withdrawable' ? (
        <Typography variant="body2" color="text.secondary" data-testid="withdrawable">
          {t('payments.dialog.withdrawable', { amount: money(limits.maxAmount) })}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
        {presets.map((amount) => (
          <Chip
            key={amount}
            label={money(amount)}
            onClick={() => onPick(writeAmount(amount, language))}
            aria-label={t('payments.dialog.preset', { amount: money(amount) })}
          />
        ))}
      </Box>
    </Box>
  );
}
