import { PaymentDirection, TransactionStatus } from '@vitrin/contract';
import type { ServerContext } from '../http/context';
import { addNotification } from '../member/notificationStore';
import { lira } from '../account/accountMessages';
import { postAndPush } from '../wallet/postAndPush';
import type { Locale } from '../i18n/locale';
import { moveStatus, paymentById, type PaymentRow } from './paymentStore';
import { paymentText, type PaymentMessage } from './paymentMessages';

export type Outcome = 'confirm' | 'reject' | 'cancel';
export type SettleResult = { ok: true; payment: PaymentRow } | { ok: false; reason: 'unknown' | 'settled' };

const TARGET = { confirm: TransactionStatus.Confirmed, reject: TransactionStatus.Rejected, cancel: TransactionStatus.Cancelled } as const;
const OPEN = [TransactionStatus.Created, TransactionStatus.Pending];

/**
 * Settles an open request once (the status move is the guard: a second confirm finds it settled):
 * a confirmed deposit credits the wallet, a rejected withdrawal returns its held amount; every
 * outcome stores a Deposit or Withdraw notification and pushes it over the hub (spec §4), and the
 * wallet pushes Balance.
 */
export async function settlePayment(server: ServerContext, id: number, outcome: Outcome, locale: Locale = 'tr'): Promise<SettleResult> {
  const known = await paymentById(server.db, id);
  if (!known) return { ok: false, reason: 'unknown' };
  const payment = await moveStatus(server.db, id, OPEN, TARGET[outcome]);
  if (!payment) return { ok: false, reason: 'settled' };
  const deposit = payment.direction === PaymentDirection.Deposit;
  const reference = { paymentId: payment.id, method: payment.methodName, status: payment.status };
  if (deposit && outcome === 'confirm') {
    await postAndPush(server.db, server.hub, { playerId: payment.playerId, kind: 'deposit', amount: payment.amount, reference, idempotencyKey: `payment:${payment.id}:credit` });
  }
  if (!deposit && outcome !== 'confirm') {
    await postAndPush(server.db, server.hub, { playerId: payment.playerId, kind: 'refund', amount: payment.amount, reference, idempotencyKey: `payment:${payment.id}:refund` });
  }
  const side = deposit ? 'deposit' : 'withdraw';
  const result = outcome === 'confirm' ? 'Confirmed' : 'Rejected';
  const params = { amount: lira(payment.amount), method: payment.methodName };
  const notification = await addNotification(server.db, payment.playerId, {
    title: paymentText(locale, `${side}${result}Title` as PaymentMessage, params),
    note: paymentText(locale, `${side}${result}Note` as PaymentMessage, params),
    type: deposit ? 'Deposit' : 'Withdraw',
  });
  server.hub.notify(payment.playerId, { command: 'Notification', message: JSON.stringify(notification) });
  return { ok: true, payment };
}
