import { FilterType, type FinancialTransaction } from '@vitrin/contract';
import { useChannel } from '@vitrin/shared';
import { useT } from '../i18n';
import { formatAmount } from '../lists/formatAmount';
import { formatDateTime } from '../lists/formatDateTime';
import type { Column } from '../lists/ListView';
import { TransactionStatusChip } from './TransactionStatusChip';

/** Columns of a deposit or withdrawal: time, type, method, amount (₺, tr-TR), status. */
export function useTransactionColumns(): Column<FinancialTransaction>[] {
  const t = useT();
  const language = useChannel('language');
  return [
    { id: 'date', label: t('account.col.date'), render: (row) => formatDateTime(row.createdAt, language) },
    { id: 'type', label: t('account.col.type'), render: (row) => t(row.type === FilterType.Deposit ? 'account.filter.deposit' : 'account.filter.withdraw') },
    { id: 'method', label: t('account.col.method'), render: (row) => row.method },
    { id: 'amount', label: t('account.col.amount'), align: 'right', render: (row) => formatAmount(row.amount) },
    { id: 'status', label: t('account.col.status'), render: (row) => <TransactionStatusChip status={row.status} /> },
  ];
}
