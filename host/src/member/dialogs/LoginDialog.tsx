import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { login } from '@vitrin/contract';
import { ApiError, callApi, toastError, toastSuccess, useRetryAfter } from '@vitrin/shared';
import { applySession } from '../auth/authActions';
import { safeReturnPath } from '../auth/navigation';
import { fieldProps } from '../forms/fieldProps';
import { loginFormSchema, type LoginForm } from '../forms/validation';
import { useMemberT } from '../i18n/memberTexts';
import { ThrottleAlert } from '@vitrin/shared/forms';
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
  const { isValid, isSubmitting } = formState;
  // Too many attempts (HTTP 429): the button waits as long as the server asked, and says why.
  const throttle = useRetryAfter();

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
      throttle.take(error, t('member.login.failed'));
    }
  };

  return (
    <MemberDialog title={t('member.login.title')} testId="login-dialog">
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('member.login.title')}>
        <TextField {...fieldProps(register, formState, t, 'username')} label={t('member.login.username')} autoComplete="username" required />
        <TextField {...fieldProps(register, formState, t, 'password')} label={t('member.login.password')} type="password" autoComplete="current-password" required />
        <Stack direction="row" justifyContent="flex-end" sx={{ mt: 1 }}>
          <DialogLink variant="body2" onClick={() => openDialog({ kind: 'recovery' })}>
            {t('member.login.forgot')}
          </DialogLink>
        </Stack>
        <ThrottleAlert throttle={throttle} testId="login-throttled" />
        <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={!isValid || isSubmitting || throttle.active}>
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
