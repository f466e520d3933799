import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { Box, Button } from '@vitrin/shared/ui';
import { TextField } from '@vitrin/shared/ui/forms';
import { fieldFeedback } from '@vitrin/shared';
import { useT, type AccountKey } from '../i18n';
import { accountErrorText } from '../forms/errorText';

interface Props {
  id: string;
  schema: v.GenericSchema<{ minutes: string }, { minutes: number }>;
  label: AccountKey;
  removeLabel: AccountKey;
  /** Resolves whether the setting was saved; the field is emptied only then. */
  onSave: (minutes: number | null) => Promise<boolean>;
}

/** A minutes field with Save and a button that clears the setting (session-time limit, reality check). */
export function MinutesForm({ id, schema, label, removeLabel, onSave }: Props) {
  const t = useT();
  const { register, handleSubmit, reset, formState: { errors, touchedFields, isSubmitted, isValid, isSubmitting } } = useForm<{ minutes: string }, unknown, { minutes: number }>({
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    defaultValues: { minutes: '' },
  });
  return (
    <Box component="form" noValidate aria-label={t(label)} onSubmit={handleSubmit(async ({ minutes }) => { if (await onSave(minutes)) reset({ minutes: '' }); })}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mt: 1 }}>
      <TextField size="small" id={id} label={t(label)} inputMode="numeric" autoComplete="off" sx={{ minWidth: 200 }}
        {...register('minutes')}
        {...fieldFeedback(accountErrorText(errors.minutes?.message, t), { isTouched: touchedFields.minutes, isSubmitted })} />
      <Button type="submit" variant="contained" disabled={!isValid || isSubmitting}>{t('account.limits.save')}</Button>
      <Button type="button" variant="text" disabled={isSubmitting} onClick={() => void onSave(null)}>{t(removeLabel)}</Button>
    </Box>
  );
}
