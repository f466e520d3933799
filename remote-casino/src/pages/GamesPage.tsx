import { useT } from '../i18n';
import { RemotePlaceholder } from './RemotePlaceholder';

export function GamesPage() {
  const t = useT();
  return <RemotePlaceholder title={t('casino.games.title')} />;
}
