import { useT } from '../i18n';
import { RemotePlaceholder } from './RemotePlaceholder';

export function DepositPage() {
  const t = useT();
  return <RemotePlaceholder title={t('payments.deposit.title')} />;
}
