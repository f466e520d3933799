import { Box, ButtonBase, Typography } from '@vitrin/shared/ui';
import type { PaymentMethodInfo } from '@vitrin/contract';
import { formatMoney, useChannel } from '@vitrin/shared';
import { useT } from '../i18n';
import { safeHttpLink } from '../dialog/safeLink';
import { MethodLogo } from './MethodLogo';
import { feeText, processingTime } from './methodTerms';

interface Props {
  method: PaymentMethodInfo;
  onChoose: (method: PaymentMethodInfo) => void;
}

/** One method: logo, name, limits, processing time and fee; choosing it opens the dialog. */
export function MethodCard({ method, onChoose }: Props) {
  const t = useT();
  const language = useChannel('language');
  const time = processingTime(method.processingMinutes);
  // Display only: limits stay exact strings everywhere else.
  const money = (value: string) => formatMoney(Number(value));
  const logo = safeHttpLink(method.logoUrl);
  return (
    // Named by what it shows (name, limits, time and fee), so every visible word is in its name
    // (WCAG 2.5.3 label in name). The logo, or the badge standing in for a missing one, is
    // decoration: hidden, so the name starts with the method's name.
    <ButtonBase
      onClick={() => onChoose(method)}
      sx={{ display: 'flex', gap: 1.5, alignItems: 'center', justifyContent: 'flex-start', textAlign: 'left', p: 1.5, borderRadius: 1, border: 1, borderColor: 'divider', width: '100%' }}
    >
      <MethodLogo method={{ name: method.name, type: method.type, logo }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>{method.name}</Typography>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {t('payments.methods.limits', { min: money(method.minAmount), max: money(method.maxAmount) })}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {t(time.key, { n: time.n })}
          {' · '}
          {/^0+(\.0+)?$/.test(method.feePercent) ? t('payments.methods.free') : t('payments.methods.fee', { n: feeText(method.feePercent, language) })}
        </Typography>
      </Box>
    </ButtonBase>
  );
}
