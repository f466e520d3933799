import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { PaymentMethodInfo } from '@vitrin/contract';
import { formatMoney } from '@vitrin/shared';
import { useT } from '../i18n';
import { safeHttpLink } from '../dialog/safeLink';

interface Props {
  method: PaymentMethodInfo;
  onChoose: (method: PaymentMethodInfo) => void;
}

/** One method: logo, name, limits, processing time and fee; choosing it opens the dialog. */
export function MethodCard({ method, onChoose }: Props) {
  const t = useT();
  // Display only: limits stay exact strings everywhere else.
  const money = (value: string) => formatMoney(Number(value));
  const logo = safeHttpLink(method.logoUrl);
  return (
    // Named by what it shows (name, limits, time and fee), so every visible word is in its name
    // (WCAG 2.5.3 label in name). The logo, or the initial standing in for a missing one (drawn by
    // CSS), is decoration: hidden, so the name starts with the method's name.
    <ButtonBase
      onClick={() => onChoose(method)}
      sx={{ display: 'flex', gap: 1.5, alignItems: 'center', justifyContent: 'flex-start', textAlign: 'left', p: 1.5, borderRadius: 1, border: 1, borderColor: 'divider', width: '100%' }}
    >
      <Avatar
        src={logo ?? undefined}
        alt=""
        aria-hidden
        variant="rounded"
        data-initial={method.name.slice(0, 1)}
        sx={{ width: 48, height: 48, '&::before': logo ? undefined : { content: 'attr(data-initial)' } }}
      >
        {''}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>{method.name}</Typography>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {t('payments.methods.limits', { min: money(method.minAmount), max: money(method.maxAmount) })}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {method.processingMinutes === 0 ? t('payments.methods.instant') : t('payments.methods.minutes', { n: method.processingMinutes })}
          {' · '}
          {/^0+(\.0+)?$/.test(method.feePercent) ? t('payments.methods.free') : t('payments.methods.fee', { n: method.feePercent })}
        </Typography>
      </Box>
    </ButtonBase>
  );
}
