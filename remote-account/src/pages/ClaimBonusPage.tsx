import { useT } from '../i18n';
import { RemotePlaceholder } from './RemotePlaceholder';

export function ClaimBonusPage() {
  const t = useT();
  return <RemotePlaceholder title={t('account.claimBonus.title')} />;
}
