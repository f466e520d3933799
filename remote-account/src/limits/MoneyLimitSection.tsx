import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Box, Button, Paper, Typography } from '@vitrin/shared/ui';
import { TextField } from '@vitrin/shared/ui/forms';
import {
  cancelPendingLimit, LIMIT_PERIODS, setLimit, type LimitsState, type MoneyLimit, type MoneyLimitKind,
} from '@vitrin/contract';
import { callApi, fieldFeedback, toastError, toastSuccess, useChannel } from '@vitrin/shared';
import { useT } from '../i18n';
import { accountErrorText } from '../forms/errorText';
import { formatAmount } from '../lists/formatAmount';
import { formatDateTime } from '../lists/formatDateTime';
import { moneyLimitFormSchema, type MoneyLimitForm } from './limitForms';
import { PendingChange } from './PendingChange';

interface Props {
  kind: MoneyLimitKind;
  rows: MoneyLimit[];
  onChanged: (limits: LimitsState | null | undefined) => void;
}

/**
 * One money limit (deposit, loss or wager): per period the limit, what is used of it, what is
 * left and when it resets, a pending change with Cancel; and the form that sets or removes one.
 * A lower limit applies at once; the server makes a higher one or a removal wait 24 hours.
 */
export function MoneyLimitSection({ kind, rows, onChanged }: Props) {
  const t = useT();
  const language = useChannel('language');
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, getValues, reset, formState: { errors, touchedFields, isSubmitted, isValid, isSubmitting } } = useForm<MoneyLimitForm>({
    resolver: valibotResolver(moneyLimitFormSchema),
    mode: 'onTouched',
    defaultValues: { period: 'day', amount: '' },
  });
  const send = async (amount: string | null, period: MoneyLimitForm['period']) => {
    try {
      const answer = await callApi(setLimit, { kind, period, amount });
      toastSuccess(answer.message, t('account.limits.saved'));
      onChanged(answer.data);
      reset({ period, amount: '' });
    } catch (error) {
      toastError(error, t('account.limits.failed'));
    }
  };
  const cancel = async (period: MoneyLimitForm['period']) => {
    setBusy(true);
    try {
      const answer = await callApi(cancelPendingLimit, { kind, period });
      toastSuccess(answer.message, t('account.limits.saved'));
      onChanged(answer.data);
    } catch (error) {
      toastError(error, t('account.limits.failed'));
    } finally {
      setBusy(false);
    }
  };
  const titleId = `limits-${kind}-title`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} data-testid={`limits-${kind}`} sx={{ p: 2, mb: 2 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>{t(`account.limits.kind.${kind}`)}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{t(`account.limits.kindHelp.${kind}`)}</Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        {LIMIT_PERIODS.map((period) => {
          const row = rows.find((r) => r.period === period);
          if (!row) return null;
          return (
            <Box key={period} data-testid={`limit-${kind}-${period}`} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '120px 1fr' }, gap: 0.5 }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>{t(`account.limits.period.${period}`)}</Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {row.amount === null
                  ? t('account.limits.none')
                  : t('account.limits.usage', { limit: formatAmount(row.amount), used: formatAmount(row.used), remaining: formatAmount(row.remaining ?? '0.00'), resets: formatDateTime(row.resetsAt, language) })}
                {row.pending && (
                  <Box component="span" sx={{ display: 'block' }}>
                    <PendingChange value={row.pending.amount === null ? t('account.limits.removal') : formatAmount(row.pending.amount)} from={row.pending.from} busy={busy} onCancel={() => void cancel(period)} />
                  </Box>
                )}
              </Typography>
            </Box>
          );
        })}
      </Box>
      <Box component="form" noValidate aria-label={t(`account.limits.set.${kind}`)} onSubmit={handleSubmit((values) => send(values.amount, values.period))}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mt: 2 }}>
        <TextField select size="small" id={`limit-${kind}-period`} label={t('account.limits.periodLabel')} defaultValue="day" sx={{ minWidth: 140 }}
          {...register('period')} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
          {LIMIT_PERIODS.map((period) => <option key={period} value={period}>{t(`account.limits.period.${period}`)}</option>)}
        </TextField>
        <TextField size="small" id={`limit-${kind}-amount`} label={t('account.limits.amountLabel')} inputMode="decimal" autoComplete="off" sx={{ minWidth: 160 }}
          {...register('amount')}
          {...fieldFeedback(accountErrorText(errors.amount?.message, t), { isTouched: touchedFields.amount, isSubmitted })} />
        <Button type="submit" variant="contained" disabled={!isValid || isSubmitting}>{t('account.limits.save')}</Button>
        <Button type="button" variant="text" disabled={isSubmitting} onClick={() => void send(null, getValues('period'))}>{t('account.limits.remove')}</Button>
      </Box>
    </Paper>
  );
}
