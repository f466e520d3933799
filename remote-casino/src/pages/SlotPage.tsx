import { useT } from '../i18n';
import { RemotePlaceholder } from './RemotePlaceholder';

export function SlotPage() {
  const t = useT();
  return <RemotePlaceholder title={t('casino.slot.title')} />;
}
