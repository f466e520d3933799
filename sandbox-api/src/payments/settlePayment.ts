import { PaymentDirection, TransactionStatus } from '@vitrin/contract';
import type { ServerContext } from '../http/context';
import { addNotification } from '../member/notificationStore';
import { lira } from '../account/accountMessages';
import { bookAndPush } from '../wallet/postAndPush';
import { expireDepositsPastEnd, moveStatus, paymentById, type PaymentRow } from './paymentStore';
import { paymentText, type PaymentMessage } from './paymentMessages';

export type Outcome = 'confirm' | 'reject' | 'cancel';
export type SettleResult =
  | { ok: true; payment: PaymentRow }
  | { ok: false; reason: 'unknown' | 'settled' }
  | { ok: false; reason: 'balance-limit'; balance: string };

const TARGET = { confirm: TransactionStatus.Confirmed, reject: TransactionStatus.Rejected, cancel: TransactionStatus.Cancelled } as const;
const OPEN = [TransactionStatus.Created, TransactionStatus.Pending];

/**
 * Settles an open request once (the status move is the guard: a second confirm finds it settled):
 * a confirmed deposit credits the wallet, a rejected withdrawal returns its held amount; every
 * outcome stores a Deposit or Withdraw notification and pushes it over the hub (spec §4), and the
 * wallet pushes Balance. The status move and the credit are one transaction: a credit that would
 * take the balance past what NUMERIC(14, 2) stores is refused (`balance-limit`) and the request
 * stays open. The notification is written in the member's language at the request (the
 * settlement comes from the operator, the provider page or the sweep, none of which knows it).
 */
export async function settlePayment(server: ServerContext, id: number, outcome: Outcome): Promise<SettleResult> {
  const known = await paymentById(server.db, id);
  if (!known) return { ok: false, reason: 'unknown' };
  const settled = await bookAndPush(server.db, server.hub, async (tx, book) => {
    const payment = await moveStatus(tx, id, OPEN, TARGET[outcome]);
    if (!payment) return null;
    const deposit = payment.direction === PaymentDirection.Deposit;
    const reference = { paymentId: payment.id, method: payment.methodName, status: payment.status };
    const credit = deposit && outcome === 'confirm' ? { kind: 'deposit', key: 'credit' } as const
      : !deposit && outcome !== 'confirm' ? { kind: 'refund', key: 'refund' } as const : null;
    if (credit) await book({ playerId: payment.playerId, kind: credit.kind, amount: payment.amount, reference, idempotencyKey: `payment:${payment.id}:${credit.key}` });
    return payment;
  });
  if (!settled.ok) {
    if (settled.reason !== 'balance-limit') throw new Error(`payment ${id}: the wallet refused a credit (${settled.reason})`);
    return { ok: false, reason: 'balance-limit', balance: settled.balance };
  }
  if (!settled.value) return { ok: false, reason: 'settled' };
  const payment = settled.value;
  const deposit = payment.direction === PaymentDirection.Deposit;
  const side = deposit ? 'deposit' : 'withdraw';
  // A deposit the player cancelled on the provider's page was not refused by anyone: it says so.
  const result = outcome === 'confirm' ? 'Confirmed' : outcome === 'cancel' ? 'Cancelled' : 'Rejected';
  const params = { amount: lira(payment.amount), method: payment.methodName };
  const notification = await addNotification(server.db, payment.playerId, {
    title: paymentText(payment.locale, `${side}${result}Title` as PaymentMessage, params),
    note: paymentText(payment.locale, `${side}${result}Note` as PaymentMessage, params),
    type: deposit ? 'Deposit' : 'Withdraw',
  });
  server.hub.notify(payment.playerId, { command: 'Notification', message: JSON.stringify(notification) });
  return { ok: true, payment };
}

/**
 * Ends the deposits past their end (an abandoned link payment, a transfer never sent) and tells
 * each player at once, as a Deposit notification over the hub like any other outcome: the open
 * deposit dialog and the pending list learn it then, not at the next page load. Run by the
 * server's sweep and before every read of open requests; each request is told once.
 */
export async function expireDeposits(server: ServerContext): Promise<number> {
  const expired = await expireDepositsPastEnd(server.db);
  for (const payment of expired) {
    const params = { amount: lira(payment.amount), method: payment.methodName };
    const notification = await addNotification(server.db, payment.playerId, {
      title: paymentText(payment.locale, 'depositExpiredTitle', params),
      note: paymentText(payment.locale, 'depositExpiredNote', params),
      type: 'Deposit',
    });
    server.hub.notify(payment.playerId, { command: 'Notification', message: JSON.stringify(notification) });
  }
  return expired.length;
}
