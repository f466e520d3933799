import { useT } from '../i18n';
import { RemotePlaceholder } from './RemotePlaceholder';

export function FinancialActivitiesPage() {
  const t = useT();
  return <RemotePlaceholder title={t('account.financialActivities.title')} />;
}
