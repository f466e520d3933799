import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIMIT_AMOUNT_MAX, LIMIT_AMOUNT_MIN, LIMIT_PERIODS, limitAmountOf, safeText, setLimit } from '@vitrin/contract';
import { callApi, formatMoney } from '@vitrin/shared';
import { useMemberT, type MemberTextKey } from '../i18n/memberTexts';
import { toastError, toastSuccess } from '../ui/toast';

/** The contract's rule for a typed limit ("1.000", "250,50"), as the limits page and the server read it. */
const depositLimitSchema = v.object({
  period: v.picklist(LIMIT_PERIODS),
  amount: v.pipe(v.string(), safeText(), v.nonEmpty('member.signupLimit.invalid'), v.check((typed) => limitAmountOf(typed) !== null, 'member.signupLimit.invalid')),
});
type DepositLimitForm = v.InferOutput<typeof depositLimitSchema>;

/**
 * The deposit limit offered at the end of sign-up (UK RTS): optional — the player may simply go on
 * — and set with the same call and rules as the limits page (a first limit applies at once).
 */
export function SignUpDepositLimit() {
  const t = useMemberT();
  const [saved, setSaved] = useState(false);
  const { control, handleSubmit, formState } = useForm<DepositLimitForm>({
    resolver: valibotResolver(depositLimitSchema),
    defaultValues: { period: 'month', amount: '' },
  });
  const save = handleSubmit(async ({ period, amount }) => {
    try {
      const answer = await callApi(setLimit, { kind: 'deposit', period, amount });
      toastSuccess(answer.message, t('member.signupLimit.saved'));
      setSaved(true);
    } catch (error) {
      toastError(error, t('member.signupLimit.failed'));
    }
  });
  if (saved) return <Typography role="status" sx={{ my: 1 }} data-testid="signup-limit-saved">{t('member.signupLimit.saved')}</Typography>;
  return (
    <Box component="form" noValidate onSubmit={(event) => void save(event)} data-testid="signup-limit" aria-labelledby="signup-limit-title" sx={{ my: 2, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography id="signup-limit-title" component="h3" sx={{ fontWeight: 700 }}>{t('member.signupLimit.title')}</Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>{t('member.signupLimit.intro')}</Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Controller name="period" control={control} render={({ field }) => (
          <TextField {...field} select id="signup-limit-period" label={t('member.signupLimit.period')} size="small" sx={{ minWidth: 110 }}>
            {LIMIT_PERIODS.map((period) => <MenuItem key={period} value={period}>{t(`member.signupLimit.${period}` as MemberTextKey)}</MenuItem>)}
          </TextField>
        )} />
        <Controller name="amount" control={control} render={({ field, fieldState }) => (
          <TextField {...field} id="signup-limit-amount" label={t('member.signupLimit.amount')} size="small" inputMode="decimal" fullWidth
            error={Boolean(fieldState.error)}
            helperText={fieldState.error ? t('member.signupLimit.invalid', { min: formatMoney(Number(LIMIT_AMOUNT_MIN)), max: formatMoney(Number(LIMIT_AMOUNT_MAX)) }) : undefined} />
        )} />
      </Box>
      <Button type="submit" variant="outlined" size="small" disabled={formState.isSubmitting} sx={{ mt: 1 }}>{t('member.signupLimit.save')}</Button>
    </Box>
  );
}
