import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { login } from '@vitrin/contract';
import { ApiError, callApi, isApiError } from '@vitrin/shared';
import { applySession } from '../auth/authActions';
import { safeReturnPath } from '../auth/navigation';
import { fieldProps } from '../forms/fieldProps';
import { loginFormSchema, type LoginForm } from '../forms/validation';
import { useMemberT } from '../i18n/memberTexts';
import { serverMessage, toastError, toastSuccess } from '../ui/toast';
import { DialogLink } from './DialogLink';
import { MemberDialog } from './MemberDialog';
import { openDialog } from './dialogStore';

export function LoginDialog({ returnTo }: { returnTo?: string }) {
  const t = useMemberT();
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm<LoginForm>({
    resolver: valibotResolver(loginFormSchema),
    mode: 'onTouched',
    defaultValues: { username: '', password: '' },
  });
  const { errors, isValid, isSubmitting } = formState;
  // Too many attempts (HTTP 429): the button waits as long as the server asked, and says why.
  const [throttled, setThrottled] = useState<{ until: number; message: string } | null>(null);
  useEffect(() => {
    if (!throttled) return undefined;
    const timer = setTimeout(() => setThrottled(null), Math.max(0, throttled.until - Date.now()));
    return () => clearTimeout(timer);
  }, [throttled]);

  const onSubmit = async (values: LoginForm) => {
    try {
      const answer = await callApi(login, values);
      if (!answer.data) throw new ApiError('rejected', login.path, answer.message ?? '');
      applySession(answer.data);
      toastSuccess(answer.message, t('member.login.success'));
      const target = safeReturnPath(returnTo);
      if (target) navigate(target);
    } catch (error) {
      // The dialog stays open with what was typed.
      toastError(error, t('member.login.failed'));
      if (isApiError(error) && error.retryAfterSeconds) {
        setThrottled({ until: Date.now() + error.retryAfterSeconds * 1000, message: serverMessage(error) || t('member.login.failed') });
      }
    }
  };

  return (
    <MemberDialog title={t('member.login.title')} testId="login-dialog">
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('member.login.title')}>
        <TextField {...fieldProps(register, errors, t, 'username')} label={t('member.login.username')} autoComplete="username" required />
        <TextField {...fieldProps(register, errors, t, 'password')} label={t('member.login.password')} type="password" autoComplete="current-password" required />
        <Stack direction="row" justifyContent="flex-end" sx={{ mt: 1 }}>
          <DialogLink variant="body2" onClick={() => openDialog({ kind: 'recovery' })}>
            {t('member.login.forgot')}
          </DialogLink>
        </Stack>
        {throttled && (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="login-throttled">
            {throttled.message}
          </Alert>
        )}
        <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={!isValid || isSubmitting || throttled !== null}>
          {t('member.login.submit')}
        </Button>
        <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
          {t('member.login.notMember')}{' '}
          <DialogLink onClick={() => openDialog({ kind: 'register' })}>
            {t('member.login.signUpNow')}
          </DialogLink>
        </Typography>
      </form>
    </MemberDialog>
  );
}
