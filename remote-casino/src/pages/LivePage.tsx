import { useT } from '../i18n';
import { RemotePlaceholder } from './RemotePlaceholder';

export function LivePage() {
  const t = useT();
  return <RemotePlaceholder title={t('casino.live.title')} />;
}
