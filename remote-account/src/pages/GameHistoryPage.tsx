import { useT } from '../i18n';
import { RemotePlaceholder } from './RemotePlaceholder';

export function GameHistoryPage() {
  const t = useT();
  return <RemotePlaceholder title={t('account.gameHistory.title')} />;
}
