import { useEffect, useState } from 'react';
import { useAtom } from 'jotai';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paymentRequests, PaymentDirection, type PaymentDirectionCode, type PaymentRequestInfo } from '@vitrin/contract';
import { callApi, formatMoney, useBusEvent } from '@vitrin/shared';
import { useT } from '../i18n';
import { requestsRevisionAtom } from '../dialog/requestsRevision';
import { InstructionsDialog } from '../instructions/InstructionsDialog';

/**
 * The member's open requests of one direction (payment/requests, extension): the deposit page lists
 * deposits waiting for money, the withdraw page withdrawals waiting for approval. Reloads after each
 * accepted request and when the hub says something changed (an operator's decision arrives as a
 * Notification).
 */
export function PendingRequests({ direction }: { direction: PaymentDirectionCode }) {
  const t = useT();
  const [revision, setRevision] = useAtom(requestsRevisionAtom);
  useBusEvent('hub/message', ({ command }) => {
    if (command === 'Notification') setRevision((n) => n + 1);
  });
  const [requests, setRequests] = useState<PaymentRequestInfo[]>([]);
  const [shown, setShown] = useState<PaymentRequestInfo | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    // A failed load only hides this optional block; the methods stay usable.
    callApi(paymentRequests, {}, { signal: controller.signal }).then(
      (answer) => setRequests(answer.data.filter((request) => request.direction === direction)),
      () => setRequests([]),
    );
    return () => controller.abort();
  }, [revision, direction]);
  // A request confirmed, rejected or expired while its instructions are open closes them.
  const open = shown ? requests.find((request) => request.id === shown.id) : undefined;
  if (requests.length === 0) return null;
  return (
    <Box component="section" aria-label={t('payments.pending.title')} sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{t('payments.pending.title')}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {requests.map((request) => (
          <li key={request.id} data-testid="pending-request">
            {t(request.direction === PaymentDirection.Deposit ? 'payments.pending.deposit' : 'payments.pending.withdraw')}
            {' · '}{request.method}{' · '}{formatMoney(Number(request.amount))}{' · '}{t('payments.pending.status')}
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
