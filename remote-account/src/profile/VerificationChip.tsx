import { Chip } from '@vitrin/shared/ui';
import { useT } from '../i18n';

export function VerificationChip({ verified }: { verified: boolean }) {
  const t = useT();
  return verified
    ? <Chip size="small" color="success" label={t('account.details.verified')} data-testid="verification-state" />
    : <Chip size="small" color="warning" label={t('account.details.notVerified')} data-testid="verification-state" />;
}
