import { useForm, Controller } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Box, Button, Paper, Typography } from '@vitrin/shared/ui';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField } from '@vitrin/shared/ui/forms';
import { EXCLUSION_DURATIONS, takeBreak, TIMEOUT_DURATIONS } from '@vitrin/contract';
import { callApi, fieldFeedback, toastError } from '@vitrin/shared';
import { useT } from '../i18n';
import { accountErrorText } from '../forms/errorText';
import { breakFormSchema, type BreakForm } from './limitForms';
import { signOutForBreak } from './signOutForBreak';

/**
 * Time-out (24 h, 7 days, 30 days) and self-exclusion (6 months, 1 year, 5 years), confirmed with
 * the password. It signs the member out everywhere and cannot be shortened; the page says so
 * before the button.
 */
export function BreakSection() {
  const t = useT();
  const { control, register, handleSubmit, formState: { errors, touchedFields, isSubmitted, isValid, isSubmitting } } = useForm<BreakForm>({
    resolver: valibotResolver(breakFormSchema),
    mode: 'onTouched',
    defaultValues: { duration: '24h', password: '' },
  });
  const onSubmit = async (values: BreakForm) => {
    try {
      const answer = await callApi(takeBreak, values);
      signOutForBreak(takeBreak.path, answer.message ?? t('account.limits.break.started'), answer.data?.until);
    } catch (error) {
      toastError(error, t('account.limits.failed'));
    }
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="limits-break-title" data-testid="limits-break" sx={{ p: 2, mb: 2 }}>
      <Typography id="limits-break-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>{t('account.limits.break.title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{t('account.limits.break.help')}</Typography>
      <Box component="form" noValidate aria-label={t('account.limits.break.title')} onSubmit={handleSubmit(onSubmit)} sx={{ maxWidth: 480 }}>
        <Controller control={control} name="duration" render={({ field }) => (
          <FormControl component="fieldset">
            <FormLabel component="legend" id="limits-break-duration">{t('account.limits.break.duration')}</FormLabel>
            <RadioGroup aria-labelledby="limits-break-duration" name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur}>
              <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>{t('account.limits.break.timeout')}</Typography>
              {TIMEOUT_DURATIONS.map((d) => <FormControlLabel key={d} value={d} control={<Radio />} label={t(`account.limits.duration.${d}`)} />)}
              <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>{t('account.limits.break.exclusion')}</Typography>
              {EXCLUSION_DURATIONS.map((d) => <FormControlLabel key={d} value={d} control={<Radio />} label={t(`account.limits.duration.${d}`)} />)}
            </RadioGroup>
          </FormControl>
        )} />
        <TextField id="limits-break-password" type="password" label={t('account.limits.break.password')} autoComplete="current-password" required fullWidth margin="dense"
          {...register('password')}
          {...fieldFeedback(accountErrorText(errors.password?.message, t), { isTouched: touchedFields.password, isSubmitted })} />
        <Typography variant="body2" sx={{ my: 1 }}>{t('account.limits.break.warning')}</Typography>
        <Button type="submit" variant="contained" color="error" disabled={!isValid || isSubmitting}>{t('account.limits.break.start')}</Button>
      </Box>
    </Paper>
  );
}
