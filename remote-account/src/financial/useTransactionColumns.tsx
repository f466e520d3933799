import { FilterType, type FinancialTransaction } from '@vitrin/contract';
import { useChannel } from '@vitrin/shared';
import { useT, type AccountKey } from '../i18n';
import { formatAmount } from '../lists/formatAmount';
import { formatDateTime } from '../lists/formatDateTime';
import type { Column } from '../lists/ListView';
import { TransactionStatusChip } from './TransactionStatusChip';

/** A bonus credit or cancellation says so (source extension); anything else is a deposit or withdrawal. */
function typeKey(row: FinancialTransaction): AccountKey {
  const deposit = row.type === FilterType.Deposit;
  if (row.source === 'bonus') return deposit ? 'account.financial.bonusCredit' : 'account.financial.bonusCancelled';
  return deposit ? 'account.filter.deposit' : 'account.filter.withdraw';
}

/** Columns of a deposit or withdrawal: time, type, method, amount (₺, tr-TR), status. */
export function useTransactionColumns(): Column<FinancialTransaction>[] {
  const t = useT();
  const language = useChannel('language');
  return [
    { id: 'date', label: t('account.col.date'), render: (row) => formatDateTime(row.createdAt, language) },
    { id: 'type', label: t('account.col.type'), render: (row) => t(typeKey(row)) },
    { id: 'method', label: t('account.col.method'), render: (row) => row.method },
    { id: 'amount', label: t('account.col.amount'), align: 'right', render: (row) => formatAmount(row.amount) },
    { id: 'status', label: t('account.col.status'), render: (row) => <TransactionStatusChip status={row.status} expired={row.expired} /> },
  ];
}
