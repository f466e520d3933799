import { useT } from '../i18n';
import { RemotePlaceholder } from './RemotePlaceholder';

export function BonusesPage() {
  const t = useT();
  return <RemotePlaceholder title={t('account.bonuses.title')} />;
}
