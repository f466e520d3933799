import { Chip } from '@vitrin/shared/ui';
import { TransactionStatus, type ValueOf } from '@vitrin/contract';
import { useT, type AccountKey } from '../i18n';

type Status = ValueOf<typeof TransactionStatus>;

/** Spec §3 transaction status names, translated, with a colour per state. */
const LOOK: Record<Status, { key: AccountKey; color: 'default' | 'success' | 'warning' | 'error' | 'info' }> = {
  [TransactionStatus.None]: { key: 'account.status.none', color: 'default' },
  [TransactionStatus.Confirmed]: { key: 'account.status.confirmed', color: 'success' },
  [TransactionStatus.Pending]: { key: 'account.status.pending', color: 'warning' },
  [TransactionStatus.Merged]: { key: 'account.status.merged', color: 'info' },
  [TransactionStatus.Rejected]: { key: 'account.status.rejected', color: 'error' },
  [TransactionStatus.Cancelled]: { key: 'account.status.cancelled', color: 'default' },
  [TransactionStatus.Created]: { key: 'account.status.created', color: 'info' },
};

/** A deposit that ran out unpaid is Cancelled in spec §3's terms; the `expired` extension says why. */
export function TransactionStatusChip({ status, expired = false }: { status: Status; expired?: boolean | undefined }) {
  const t = useT();
  const look = expired ? { key: 'account.status.expired' as const, color: 'default' as const } : LOOK[status];
  return <Chip size="small" variant="outlined" color={look.color} label={t(look.key)} />;
}
