import type { BonusClaim } from '@vitrin/contract';
import { useChannel } from '@vitrin/shared';
import { useT } from '../i18n';
import { formatAmount } from '../lists/formatAmount';
import { formatDateTime } from '../lists/formatDateTime';
import type { Column } from '../lists/ListView';
import { ProcessStatusChip } from './ProcessStatusChip';

/** Columns of a bonus claim: time, bonus, amount, process status. */
export function useBonusColumns(): Column<BonusClaim>[] {
  const t = useT();
  const language = useChannel('language');
  return [
    { id: 'date', label: t('account.col.date'), render: (row) => formatDateTime(row.createdAt, language) },
    { id: 'bonus', label: t('account.col.bonus'), render: (row) => row.title },
    { id: 'amount', label: t('account.col.amount'), align: 'right', render: (row) => formatAmount(row.amount) },
    { id: 'status', label: t('account.col.status'), render: (row) => <ProcessStatusChip status={row.status} /> },
  ];
}
