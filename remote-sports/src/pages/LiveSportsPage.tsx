import { useT } from '../i18n';
import { RemotePlaceholder } from './RemotePlaceholder';

export function LiveSportsPage() {
  const t = useT();
  return <RemotePlaceholder title={t('sports.livespor.title')} />;
}
