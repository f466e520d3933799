import { useT } from '../i18n';
import { RemotePlaceholder } from './RemotePlaceholder';

export function EsportsPage() {
  const t = useT();
  return <RemotePlaceholder title={t('sports.esports.title')} />;
}
