import { useState } from 'react';
import { Paper, Typography } from '@vitrin/shared/ui';
import { cancelPendingLimit, setLimit, setRealityCheck, type LimitsState } from '@vitrin/contract';
import { callApi, toastError, toastSuccess } from '@vitrin/shared';
import { useT } from '../i18n';
import { realityCheckFormSchema, sessionLimitFormSchema } from './limitForms';
import { MinutesForm } from './MinutesForm';
import { PendingChange } from './PendingChange';

/**
 * The session-time limit (play stops once a sign-in has lasted that long) and the reality check's
 * interval (the site shows time played, wagered and net every N minutes of play).
 */
export function SessionSection({ limits, onChanged }: { limits: LimitsState; onChanged: (next: LimitsState | null | undefined) => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  /** Whether the change was made: a form keeps what the player typed when it was not. */
  const run = async (work: () => Promise<{ message?: string | null; data?: LimitsState | null }>): Promise<boolean> => {
    setBusy(true);
    try {
      const answer = await work();
      toastSuccess(answer.message, t('account.limits.saved'));
      onChanged(answer.data);
      return true;
    } catch (error) {
      toastError(error, t('account.limits.failed'));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const { session, realityCheckMinutes } = limits;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="limits-session-title" data-testid="limits-session" sx={{ p: 2, mb: 2 }}>
      <Typography id="limits-session-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>{t('account.limits.session.title')}</Typography>
      <Typography data-testid="limits-session-value">
        {session.minutes === null ? t('account.limits.none') : t('account.limits.session.value', { minutes: session.minutes })}
      </Typography>
      {session.pending && (
        <PendingChange busy={busy} from={session.pending.from} onCancel={() => void run(() => callApi(cancelPendingLimit, { kind: 'session' }))}
          value={session.pending.minutes === null ? t('account.limits.removal') : t('account.limits.session.value', { minutes: session.pending.minutes })} />
      )}
      <MinutesForm id="limit-session-minutes" schema={sessionLimitFormSchema} label="account.limits.session.label" removeLabel="account.limits.remove"
        onSave={(minutes) => run(() => callApi(setLimit, { kind: 'session', minutes }))} />

      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 2 }}>{t('account.limits.reality.title')}</Typography>
      <Typography variant="body2" color="text.secondary">{t('account.limits.reality.help')}</Typography>
      <Typography data-testid="limits-reality-value">
        {realityCheckMinutes === null ? t('account.limits.reality.off') : t('account.limits.reality.value', { minutes: realityCheckMinutes })}
      </Typography>
      <MinutesForm id="limit-reality-minutes" schema={realityCheckFormSchema} label="account.limits.reality.label" removeLabel="account.limits.reality.turnOff"
        onSave={(minutes) => run(() => callApi(setRealityCheck, { minutes }))} />
    </Paper>
  );
}
