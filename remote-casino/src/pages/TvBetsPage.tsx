import { useT } from '../i18n';
import { RemotePlaceholder } from './RemotePlaceholder';

export function TvBetsPage() {
  const t = useT();
  return <RemotePlaceholder title={t('casino.tvbets.title')} />;
}
