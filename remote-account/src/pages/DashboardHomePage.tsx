import { useT } from '../i18n';
import { RemotePlaceholder } from './RemotePlaceholder';

export function DashboardHomePage() {
  const t = useT();
  return <RemotePlaceholder title={t('account.dashboard.title')} />;
}
