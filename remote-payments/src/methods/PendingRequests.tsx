import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Typography } from '@vitrin/shared/ui';
import { useAtom } from 'jotai';
import { paymentRequests, PaymentDirection, type PaymentDirectionCode, type PaymentRequestInfo } from '@vitrin/contract';
import { callApi, formatMoney, useBusEvent, useChannel } from '@vitrin/shared';
import { useT } from '../i18n';
import { requestsRevisionAtom } from '../dialog/requestsRevision';
import { InstructionsDialog } from '../instructions/InstructionsDialog';

/**
 * The member's open requests of one direction (payment/requests, extension): the deposit page lists
 * deposits waiting for money, the withdraw page withdrawals waiting for approval. Reloads after each
 * accepted request and when the hub says something changed (an operator's decision arrives as a
 * Notification). A deposit has an end: the list says until when, and a deposit that ran out
 * unpaid while the page was open is said as expired (the hub's notification made the list reload).
 */
export function PendingRequests({ direction }: { direction: PaymentDirectionCode }) {
  const t = useT();
  const [revision, setRevision] = useAtom(requestsRevisionAtom);
  useBusEvent('hub/message', ({ command }) => {
    if (command === 'Notification') setRevision((n) => n + 1);
  });
  const language = useChannel('language');
  const [requests, setRequests] = useState<PaymentRequestInfo[]>([]);
  const [expired, setExpired] = useState<PaymentRequestInfo[]>([]);
  const [shown, setShown] = useState<PaymentRequestInfo | null>(null);
  const listed = useRef<PaymentRequestInfo[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    // A failed load only hides this optional block; the methods stay usable.
    callApi(paymentRequests, {}, { signal: controller.signal }).then(
      (answer) => {
        const next = answer.data.filter((request) => request.direction === direction);
        const now = Date.now();
        const ranOut = listed.current.filter((before) => !next.some((request) => request.id === before.id)
          && !!before.expiresAt && Date.parse(before.expiresAt) <= now);
        listed.current = next;
        setRequests(next);
        if (ranOut.length > 0) setExpired((known) => [...ranOut, ...known.filter((k) => !ranOut.some((r) => r.id === k.id))]);
      },
      () => setRequests([]),
    );
    return () => controller.abort();
  }, [revision, direction]);
  const until = (request: PaymentRequestInfo) => (request.expiresAt
    ? ` · ${t('payments.pending.until', { time: new Date(request.expiresAt).toLocaleString(language === 'en' ? 'en-GB' : 'tr-TR', { dateStyle: 'short', timeStyle: 'short' }) })}`
    : '');
  // A request confirmed, rejected or expired while its instructions are open closes them.
  const open = shown ? requests.find((request) => request.id === shown.id) : undefined;
  if (requests.length === 0 && expired.length === 0) return null;
  return (
    <Box component="section" aria-label={t('payments.pending.title')} sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{t('payments.pending.title')}</Typography>
      {expired.map((request) => (
        <Alert key={request.id} severity="warning" role="status" data-testid="expired-request" sx={{ mb: 1 }} onClose={() => setExpired((known) => known.filter((k) => k.id !== request.id))}>
          {t('payments.pending.expired', { amount: formatMoney(Number(request.amount)), method: request.method })}
        </Alert>
      ))}
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {requests.map((request) => (
          <li key={request.id} data-testid="pending-request">
            {t(request.direction === PaymentDirection.Deposit ? 'payments.pending.deposit' : 'payments.pending.withdraw')}
            {' · '}{request.method}{' · '}{formatMoney(Number(request.amount))}{' · '}{t('payments.pending.status')}{until(request)}
            {request.instructions ? (
              // Where to send the money stays reachable until the request is settled or expires.
              <Button size="small" sx={{ ml: 1 }} onClick={() => setShown(request)} aria-label={`${t('payments.instructions.show')}: ${request.method}`}>
                {t('payments.instructions.show')}
              </Button>
            ) : null}
          </li>
        ))}
      </Box>
      {open?.instructions ? <InstructionsDialog id={open.id} instructions={open.instructions} onClose={() => setShown(null)} /> : null}
    </Box>
  );
}
