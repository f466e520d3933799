import { useT } from '../i18n';
import { RemotePlaceholder } from './RemotePlaceholder';

export function PhoneVerificationPage() {
  const t = useT();
  return <RemotePlaceholder title={t('account.phoneVerification.title')} />;
}
