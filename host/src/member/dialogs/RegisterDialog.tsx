import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  authForm, register as registerCall, COUNTRIES_APPLY_DELAY_MS, DEFAULTS, type Country, type RegisterRequest,
} from '@vitrin/contract';
import { ApiError, callApi, toastError, toastSuccess, serverMessage } from '@vitrin/shared';
import { applySession } from '../auth/authActions';
import { readReferral } from '../auth/referral';
import { MaskedField, PhoneField } from '@vitrin/shared/forms';
import { fieldProps, memberErrorText } from '../forms/fieldProps';
import { registerFormSchema, type RegisterForm } from '../forms/validation';
import { useMemberT } from '../i18n/memberTexts';
import { DialogLink } from './DialogLink';
import { MemberDialog } from './MemberDialog';
import { openDialog } from './dialogStore';

/** Builds the spec §3 payload from the form: prefixed phone, year-month-day, currency 1, referral. */
export function toRegisterRequest(values: RegisterForm, referral = readReferral()): RegisterRequest {
  return {
    name: values.name,
    surname: values.surname,
    username: values.username,
    email: values.email,
    phone: `${DEFAULTS.phonePrefix}${values.phone}`,
    PersonalNo: values.PersonalNo,
    country: Number(values.country),
    currencyId: DEFAULTS.currencyId,
    birthDate: `${values.birthYear}-${values.birthMonth}-${values.birthDay}`,
    trialBonus: values.trialBonus,
    password: values.password,
    password2: values.password2,
    // Only a confirmed form is sent (the form's rule).
    termsAccepted: true,
    ...referral,
  };
}

export function RegisterDialog() {
  const t = useMemberT();
  const fieldError = (code: string | undefined) => memberErrorText(code, t);
  const [countries, setCountries] = useState<Country[]>([]);
  const [failure, setFailure] = useState('');
  const { register, control, handleSubmit, setValue, getValues, formState } = useForm<RegisterForm>({
    resolver: valibotResolver(registerFormSchema),
    mode: 'onTouched',
    // 'all' makes the resolver run the cross-field checks while other fields are still invalid;
    // each field still shows its first message.
    criteriaMode: 'all',
    defaultValues: {
      name: '', surname: '', username: '', email: '', phone: '', PersonalNo: '', country: '',
      // Empty, not the spec's 01/01/1970: a minor who did not touch it passed as an adult (ADR 0029).
      birthDay: '', birthMonth: '', birthYear: '',
      trialBonus: false, termsAccepted: false, password: '', password2: '',
    },
  });
  const { errors, isValid, isSubmitting } = formState;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let alive = true;
    callApi(authForm)
      .then((answer) => {
        // Spec §9: the list is applied after 300 ms, with Türkiye preselected.
        timer = setTimeout(() => {
          if (alive) setCountries(answer.data.countries);
        }, COUNTRIES_APPLY_DELAY_MS);
      })
      // The country list did not come: say so, not that the registration failed.
      .catch((error: unknown) => toastError(error, t('member.register.formFailed')));
    return () => {
      alive = false;
      clearTimeout(timer);
    };
    // Loaded once per opening of the dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Preselect once the options exist in the DOM; a select cannot take a value it has no option for.
  useEffect(() => {
    const preferred = countries.find((c) => c.name === DEFAULTS.countryName);
    if (preferred && !getValues('country')) setValue('country', String(preferred.id), { shouldValidate: true });
  }, [countries, getValues, setValue]);

  const onSubmit = async (values: RegisterForm) => {
    setFailure('');
    try {
      const answer = await callApi(registerCall, toRegisterRequest(values));
      if (!answer.data) throw new ApiError('rejected', registerCall.path, answer.message ?? '');
      applySession(answer.data);
      toastSuccess(answer.message, t('member.register.success'));
      openDialog(values.trialBonus ? { kind: 'sms', phone: values.phone } : { kind: 'congrats', celebrate: true });
    } catch (error) {
      // The form keeps what was typed and shows why, until the next try.
      setFailure(serverMessage(error) || t('member.register.failed'));
      toastError(error, t('member.register.failed'));
    }
  };

  const birthError = errors.birthDay ?? errors.birthMonth ?? errors.birthYear;

  return (
    <MemberDialog title={t('member.register.title')} testId="register-dialog">
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('member.register.title')}>
        {failure && (
          <Alert severity="error" sx={{ mb: 1 }} data-testid="register-failure">
            {failure}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} columnGap={1}>
          <TextField {...fieldProps(register, formState, t, 'name')} label={t('member.register.name')} autoComplete="given-name" required />
          <TextField {...fieldProps(register, formState, t, 'surname')} label={t('member.register.surname')} autoComplete="family-name" required />
        </Stack>
        <TextField {...fieldProps(register, formState, t, 'username')} label={t('member.register.username')} autoComplete="username" required />
        <TextField {...fieldProps(register, formState, t, 'email')} label={t('member.register.email')} type="email" autoComplete="email" required />
        <PhoneField control={control} name="phone" id="member-phone" label={t('member.register.phone')} errorText={fieldError} />
        <TextField
          {...fieldProps(register, formState, t, 'PersonalNo')}
          label={t('member.register.personalNo')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }}
        />
        <TextField
          {...fieldProps(register, formState, t, 'country')}
          label={t('member.register.country')}
          select
          required
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="" />
          {countries.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </TextField>
        <fieldset style={{ border: 0, padding: 0, margin: '8px 0 0' }} aria-describedby={birthError ? 'member-birth-error' : undefined}>
          <Typography component="legend" variant="body2">
            {t('member.register.birthDate')}
          </Typography>
          <Stack direction="row" columnGap={1}>
            <MaskedField control={control} name="birthDay" id="member-birthDay" errorText={fieldError} mask="00" label={t('member.register.birthDay')} required hideHelperText padOnBlur />
            <MaskedField control={control} name="birthMonth" id="member-birthMonth" errorText={fieldError} mask="00" label={t('member.register.birthMonth')} required hideHelperText deps={['birthDay']} padOnBlur />
            <MaskedField control={control} name="birthYear" id="member-birthYear" errorText={fieldError} mask="0000" label={t('member.register.birthYear')} required hideHelperText deps={['birthDay']} />
          </Stack>
          {birthError?.message && (
            <Typography id="member-birth-error" variant="caption" color="error" role="alert">
              {memberErrorText(birthError.message, t)}
            </Typography>
          )}
        </fieldset>
        <TextField {...fieldProps(register, formState, t, 'password', ['password2'])} label={t('member.register.password')} type="password" autoComplete="new-password" required />
        <TextField {...fieldProps(register, formState, t, 'password2')} label={t('member.register.password2')} type="password" autoComplete="new-password" required />
        <Controller
          control={control}
          name="termsAccepted"
          render={({ field, fieldState }) => (
            <>
              <FormControlLabel
                control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} name={field.name} inputRef={field.ref} required />}
                label={t('member.register.terms')}
              />
              {fieldState.error?.message && (fieldState.isTouched || formState.isSubmitted) && (
                <Typography variant="caption" color="error" role="alert" component="p">
                  {memberErrorText(fieldState.error.message, t)}
                </Typography>
              )}
            </>
          )}
        />
        <Controller
          control={control}
          name="trialBonus"
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} name={field.name} inputRef={field.ref} />}
              label={t('member.register.trialBonus')}
            />
          )}
        />
        <Button type="submit" variant="contained" fullWidth sx={{ mt: 1 }} disabled={!isValid || isSubmitting}>
          {t('member.register.submit')}
        </Button>
        <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
          {t('member.register.alreadyMember')}{' '}
          <DialogLink onClick={() => openDialog({ kind: 'login' })}>
            {t('member.register.signInNow')}
          </DialogLink>
        </Typography>
      </form>
    </MemberDialog>
  );
}
