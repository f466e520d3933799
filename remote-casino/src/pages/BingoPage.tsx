import { useT } from '../i18n';
import { RemotePlaceholder } from './RemotePlaceholder';

export function BingoPage() {
  const t = useT();
  return <RemotePlaceholder title={t('casino.bingo.title')} />;
}
