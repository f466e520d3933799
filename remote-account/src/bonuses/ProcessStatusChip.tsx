import { Chip } from '@vitrin/shared/ui';
import { ProcessStatus, type ValueOf } from '@vitrin/contract';
import { useT, type AccountKey } from '../i18n';

type Status = ValueOf<typeof ProcessStatus>;

/** Spec §3 process status, translated, with a colour per state. */
const LOOK: Record<Status, { key: AccountKey; color: 'warning' | 'success' | 'default' | 'error' }> = {
  [ProcessStatus.Processing]: { key: 'account.process.processing', color: 'warning' },
  [ProcessStatus.Completed]: { key: 'account.process.completed', color: 'success' },
  [ProcessStatus.Cancelled]: { key: 'account.process.cancelled', color: 'error' },
  [ProcessStatus.Expired]: { key: 'account.process.expired', color: 'default' },
};

export function ProcessStatusChip({ status }: { status: Status }) {
  const t = useT();
  const look = LOOK[status];
  return <Chip size="small" variant="outlined" color={look.color} label={t(look.key)} />;
}
