import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { Alert, Box, Button, Typography } from '@vitrin/shared/ui';
import { notificationSchema, NotificationTypeCode } from '@vitrin/contract';
import { bus, useBusEvent } from '@vitrin/shared';
import { useT } from '../i18n';

/** A hub Notification about a deposit (spec §3 type Deposit, by name or number), or null. */
function depositNotice(message: string): { title: string } | null {
  let raw: unknown;
  try {
    raw = JSON.parse(message);
  } catch {
    return null;
  }
  const parsed = v.safeParse(notificationSchema, raw);
  if (!parsed.success) return null;
  const { type, title } = parsed.output;
  return type === 'Deposit' || type === NotificationTypeCode.Deposit ? { title } : null;
}

/**
 * Spec §4 deposit: the provider page opened in a new tab; Continue for a blocked pop-up. The
 * dialog does not go stale while the player pays there: the hub's Deposit notification is the
 * result. When the balance rose meanwhile (the credit's Balance push comes before it), the money
 * is in: the dialog closes (the host's toast says the amount). Otherwise (cancelled, rejected,
 * expired) the dialog says what the notification says, as text.
 */
export function DepositLink({ href, onClose }: { href: string; onClose: () => void }) {
  const t = useT();
  const [result, setResult] = useState<string | null>(null);
  const balanceAtStart = useRef(bus.get('balance'));
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const [credited, setCredited] = useState(false);
  useBusEvent('hub/message', ({ command, message }) => {
    if (command !== 'Notification') return;
    const notice = depositNotice(message);
    if (!notice) return;
    const before = balanceAtStart.current;
    const now = bus.get('balance');
    if (before !== null && now !== null && now > before) setCredited(true);
    else setResult(notice.title);
  });
  useEffect(() => {
    if (credited) closeRef.current();
  }, [credited]);
  if (result) {
    return (
      <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
        <Alert severity="info" role="status" data-testid="deposit-link-result">{result}</Alert>
        <Button variant="outlined" onClick={onClose}>{t('payments.dialog.close')}</Button>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
      <Typography>{t('payments.dialog.continueHint')}</Typography>
      <Button variant="contained" href={href} target="_blank" rel="noopener noreferrer">
        {t('payments.dialog.continue')}
      </Button>
    </Box>
  );
}
