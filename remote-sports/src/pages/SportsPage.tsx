import { useT } from '../i18n';
import { RemotePlaceholder } from './RemotePlaceholder';

export function SportsPage() {
  const t = useT();
  return <RemotePlaceholder title={t('sports.spor.title')} />;
}
