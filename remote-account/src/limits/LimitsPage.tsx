import { Alert, Button, Skeleton, Typography } from '@vitrin/shared/ui';
import { MONEY_LIMIT_KINDS } from '@vitrin/contract';
import { useT } from '../i18n';
import { PageTitle } from '../layout/PageTitle';
import { BreakSection } from './BreakSection';
import { MoneyLimitSection } from './MoneyLimitSection';
import { SessionSection } from './SessionSection';
import { useLimits } from './useLimits';

/**
 * /dashboard/limits: deposit, loss and wager limits per day, week and month, the session-time
 * limit, the reality check, and time-out or self-exclusion. The server enforces all of it; this
 * page sets it and shows what is used and what waits for its 24-hour cooling-off.
 */
export function LimitsPage() {
  const t = useT();
  const { state, limits, retry, replace } = useLimits();
  return (
    <>
      <PageTitle>{t('account.limits.title')}</PageTitle>
      <Typography sx={{ mb: 2 }}>{t('account.limits.intro')}</Typography>
      {state.status === 'loading' && !limits && <Skeleton variant="rounded" height={320} data-testid="limits-loading" />}
      {state.status === 'failed' && (
        <Alert severity="error" action={<Button color="inherit" onClick={retry}>{t('account.list.retry')}</Button>}>{t('account.list.failed')}</Alert>
      )}
      {limits && (
        <>
          {MONEY_LIMIT_KINDS.map((kind) => (
            <MoneyLimitSection key={kind} kind={kind} rows={limits.limits.filter((row) => row.kind === kind)} onChanged={replace} />
          ))}
          <SessionSection limits={limits} onChanged={replace} />
        </>
      )}
      <BreakSection />
    </>
  );
}
