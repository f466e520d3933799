import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Box, Button, CircularProgress } from '@vitrin/shared/ui';
import { TextField } from '@vitrin/shared/ui/forms';
import { changePassword } from '@vitrin/contract';
import { bus, callApi, fieldFeedback, toastError } from '@vitrin/shared';
import { useT } from '../i18n';
import { accountErrorText } from '../forms/errorText';
import { PageTitle } from '../layout/PageTitle';
import { changePasswordFormSchema, type ChangePasswordForm } from './changePasswordForm';

const FIELDS = [
  { name: 'oldPassword', label: 'account.changePassword.old', autoComplete: 'current-password' },
  { name: 'password', label: 'account.changePassword.new', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'account.changePassword.confirm', autoComplete: 'new-password' },
] as const;

/**
 * /dashboard/change-password (spec §2 screen, §5 rules, §7 customer/changepassword). On success
 * the server has ended every session of the player, so the site signs out locally and the login
 * dialog opens (spec §8 'Password change successful. You are now directed to the login page.').
 */
export function ChangePasswordPage() {
  const t = useT();
  const { register, handleSubmit, formState: { errors, touchedFields, isSubmitted, isValid, isSubmitting } } = useForm<ChangePasswordForm>({
    resolver: valibotResolver(changePasswordFormSchema),
    mode: 'onTouched',
    // 'all' makes the resolver run the whole pipe, so a mismatch shows even while another field is wrong.
    criteriaMode: 'all',
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
  });
  const onSubmit = async (values: ChangePasswordForm) => {
    try {
      await callApi(changePassword, values, { idempotencyKey: crypto.randomUUID() });
    } catch (error) {
      // A wrong old password: the server's message; the form keeps what was typed.
      toastError(error, t('account.changePassword.failed'));
      return;
    }
    bus.emit('toast/show', { type: 'success', message: t('account.changePassword.success') });
    // The token is revoked server-side: the same fact a 401 reports, so the host forgets it locally.
    bus.emit('auth/unauthorized', { path: changePassword.path });
    bus.emit('auth/login-requested', { returnTo: '/dashboard' });
  };
  return (
    <>
      <PageTitle>{t('account.changePassword.title')}</PageTitle>
      <Box component="form" noValidate aria-label={t('account.changePassword.title')} onSubmit={handleSubmit(onSubmit)} sx={{ maxWidth: 420 }}>
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            id={`account-${field.name}`}
            type="password"
            label={t(field.label)}
            autoComplete={field.autoComplete}
            required
            fullWidth
            margin="dense"
            {...register(field.name, field.name === 'password' ? { deps: ['confirmPassword'] } : undefined)}
            // A rule of the new password checks the confirmation before the player got there: its
            // message waits until they leave it, and every field keeps its message line, so the
            // button never moves under a tap.
            {...fieldFeedback(accountErrorText(errors[field.name]?.message, t), { isTouched: touchedFields[field.name], isSubmitted })}
          />
        ))}
        <Button
          type="submit"
          variant="contained"
          fullWidth
          sx={{ mt: 2 }}
          disabled={!isValid || isSubmitting}
          startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {isSubmitting ? t('account.changePassword.changing') : t('account.changePassword.change')}
        </Button>
      </Box>
    </>
  );
}
