import { useT } from '../i18n';
import { RemotePlaceholder } from './RemotePlaceholder';

export function AccountPage() {
  const t = useT();
  return <RemotePlaceholder title={t('account.account.title')} />;
}
