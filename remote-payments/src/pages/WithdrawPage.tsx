import { useT } from '../i18n';
import { RemotePlaceholder } from './RemotePlaceholder';

export function WithdrawPage() {
  const t = useT();
  return <RemotePlaceholder title={t('payments.withdraw.title')} />;
}
