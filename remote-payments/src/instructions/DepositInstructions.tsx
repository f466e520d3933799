import { Suspense, lazy } from 'react';
import { Alert, Box, Typography } from '@vitrin/shared/ui';
import { writeAmount, type DepositInstructions as Instructions } from '@vitrin/contract';
import { formatMoney, formatNotificationDate, useChannel } from '@vitrin/shared';
import { useT } from '../i18n';
import { CopyRow } from './CopyRow';

const QrCode = lazy(() => import('./QrCode').then((m) => ({ default: m.QrCode })));

/**
 * Where to send a transfer deposit (deposit answer or pending request, extension): for a bank
 * transfer the recipient, IBAN, bank, reference and exact amount; for crypto the network, address,
 * exact coin amount and a QR code; each with a copy button, and until when it is valid.
 */
export function DepositInstructions({ instructions }: { instructions: Instructions }) {
  const t = useT();
  const language = useChannel('language');
  const until = formatNotificationDate(instructions.expiresAt, language);
  if (instructions.kind === 'bank') {
    return (
      <Box data-testid="deposit-instructions" sx={{ display: 'grid', gap: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>{t('payments.instructions.bankTitle')}</Typography>
        <Alert severity="info">{t('payments.instructions.bankHint', { reference: instructions.reference })}</Alert>
        <Box>
          <CopyRow label={t('payments.instructions.recipient')} value={instructions.recipient} />
          <CopyRow label={t('payments.instructions.iban')} value={instructions.iban.replace(/\s+/g, '')} shown={instructions.iban} />
          <CopyRow label={t('payments.instructions.bank')} value={instructions.bank} />
          <CopyRow label={t('payments.instructions.reference')} value={instructions.reference} />
          <CopyRow label={t('payments.instructions.amount')} value={writeAmount(instructions.amount, language)} shown={formatMoney(Number(instructions.amount))} />
        </Box>
        <Typography variant="body2" color="text.secondary">{t('payments.instructions.until', { when: until })}</Typography>
      </Box>
    );
  }
  const amountText = `${instructions.cryptoAmount} ${instructions.currency}`;
  return (
    <Box data-testid="deposit-instructions" sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('payments.instructions.cryptoTitle', { currency: instructions.currency })}
      </Typography>
      <Alert severity="warning">
        {t('payments.instructions.cryptoHint', { currency: instructions.currency, network: instructions.network })}
      </Alert>
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
        <Suspense fallback={<Box sx={{ width: 176, height: 176 }} />}>
          <QrCode text={instructions.qr} label={t('payments.instructions.qr', { network: instructions.network })} />
        </Suspense>
      </Box>
      <Box>
        <CopyRow label={t('payments.instructions.network')} value={instructions.network} />
        <CopyRow label={t('payments.instructions.address')} value={instructions.address} />
        <CopyRow label={t('payments.instructions.cryptoAmount')} value={instructions.cryptoAmount} shown={amountText} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('payments.instructions.worth', { amount: formatMoney(Number(instructions.amount)) })}
        {' · '}
        {t('payments.instructions.until', { when: until })}
      </Typography>
    </Box>
  );
}
