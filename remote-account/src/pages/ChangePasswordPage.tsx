import { useT } from '../i18n';
import { RemotePlaceholder } from './RemotePlaceholder';

export function ChangePasswordPage() {
  const t = useT();
  return <RemotePlaceholder title={t('account.changePassword.title')} />;
}
