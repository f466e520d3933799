import { useT } from '../i18n';
import { RemotePlaceholder } from './RemotePlaceholder';

export function SessionHistoryPage() {
  const t = useT();
  return <RemotePlaceholder title={t('account.sessionHistory.title')} />;
}
