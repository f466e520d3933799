import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { changePasswordWithCode, checkResetCode, sendResetPassword, LOGIN_AFTER_RESET_MS } from '@vitrin/contract';
import { callApi, toastError } from '@vitrin/shared';
import { fieldProps } from '../forms/fieldProps';
import {
  recoveryCodeSchema, recoveryPasswordSchema, recoveryUsernameSchema, type RecoveryPasswordForm,
} from '../forms/validation';
import { useMemberT } from '../i18n/memberTexts';
import { MemberDialog } from './MemberDialog';
import { openDialog } from './dialogStore';

type Step = { n: 1 } | { n: 2; username: string } | { n: 3; username: string; code: string } | { n: 4 };

function UsernameStep({ onDone }: { onDone: (username: string) => void }) {
  const t = useMemberT();
  const { register, handleSubmit, formState } = useForm<{ username: string }>({
    resolver: valibotResolver(recoveryUsernameSchema),
    mode: 'onTouched',
    defaultValues: { username: '' },
  });
  const onSubmit = async ({ username }: { username: string }) => {
    try {
      await callApi(sendResetPassword, { username });
      onDone(username);
    } catch (error) {
      toastError(error, t('member.recovery.failed'));
    }
  };
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('member.recovery.title')}>
      <Typography variant="body2">{t('member.recovery.usernameIntro')}</Typography>
      <TextField {...fieldProps(register, formState, t, 'username')} label={t('member.recovery.username')} autoComplete="username" required />
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={!formState.isValid || formState.isSubmitting}>
        {t('member.recovery.send')}
      </Button>
    </form>
  );
}

function CodeStep({ username, onDone }: { username: string; onDone: (code: string) => void }) {
  const t = useMemberT();
  const { register, handleSubmit, formState, resetField } = useForm<{ code: string }>({
    resolver: valibotResolver(recoveryCodeSchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  const onSubmit = async ({ code }: { code: string }) => {
    try {
      await callApi(checkResetCode, { code, username });
      onDone(code);
    } catch (error) {
      // Spec §8: a failed code check clears the code field.
      resetField('code');
      toastError(error, t('member.recovery.failed'));
    }
  };
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('member.recovery.title')}>
      <Alert severity="info" sx={{ mb: 1 }}>
        {t('member.recovery.codeSent')}
      </Alert>
      <TextField {...fieldProps(register, formState, t, 'code')} label={t('member.recovery.code')} autoComplete="one-time-code" required />
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={!formState.isValid || formState.isSubmitting}>
        {t('member.recovery.check')}
      </Button>
    </form>
  );
}

function PasswordStep({ username, code, onDone }: { username: string; code: string; onDone: () => void }) {
  const t = useMemberT();
  const { register, handleSubmit, formState } = useForm<RecoveryPasswordForm>({
    resolver: valibotResolver(recoveryPasswordSchema),
    mode: 'onTouched',
    // 'all' makes the resolver run the cross-field checks while other fields are still invalid;
    // each field still shows its first message.
    criteriaMode: 'all',
    defaultValues: { password: '', password2: '' },
  });
  const onSubmit = async (values: RecoveryPasswordForm) => {
    try {
      // The success step itself tells the player; no toast on top of it.
      await callApi(changePasswordWithCode, { ...values, username, code });
      onDone();
    } catch (error) {
      toastError(error, t('member.recovery.failed'));
    }
  };
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('member.recovery.title')}>
      <Typography variant="body2">{t('member.recovery.newPasswordIntro')}</Typography>
      <TextField {...fieldProps(register, formState, t, 'password', ['password2'])} label={t('member.recovery.password')} type="password" autoComplete="new-password" required />
      <TextField {...fieldProps(register, formState, t, 'password2')} label={t('member.recovery.password2')} type="password" autoComplete="new-password" required />
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={!formState.isValid || formState.isSubmitting}>
        {t('member.recovery.change')}
      </Button>
    </form>
  );
}

/** Spec §4 password recovery: username → code → new password → success, then login after 1 s. */
export function RecoveryDialog() {
  const t = useMemberT();
  const [step, setStep] = useState<Step>({ n: 1 });
  useEffect(() => {
    if (step.n !== 4) return;
    const timer = setTimeout(() => openDialog({ kind: 'login' }), LOGIN_AFTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [step.n]);
  return (
    <MemberDialog title={t('member.recovery.title')} testId="recovery-dialog">
      {step.n === 1 && <UsernameStep onDone={(username) => setStep({ n: 2, username })} />}
      {step.n === 2 && <CodeStep username={step.username} onDone={(code) => setStep({ n: 3, username: step.username, code })} />}
      {step.n === 3 && <PasswordStep username={step.username} code={step.code} onDone={() => setStep({ n: 4 })} />}
      {step.n === 4 && (
        <Alert severity="success" role="status">
          {t('member.recovery.done')}
        </Alert>
      )}
    </MemberDialog>
  );
}
