import { useState } from 'react';
import { useFieldArray, useForm, type FieldError } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  BREAKPOINTS, ContactType, MAX_CONTACTS, callMe, callMeRequestSchema, type CallMeRequest,
} from '@vitrin/contract';
import { bus, callApi, isApiError, RESERVED_HELPER_TEXT, useCloseOnBack } from '@vitrin/shared';
import { useShellT } from '../i18n/shellT';
import { AddIcon, CloseIcon, DeleteIcon } from '../icons/icons';
import { callRequestErrorKey } from './callRequestErrors';

/** Spec §8 texts, shown as-is in Turkish. */
export const MAX_CONTACTS_MESSAGE = 'Maksimum 5 iletişim bilgisi ekleyebilirsiniz';
export const MIN_CONTACTS_MESSAGE = 'En az bir iletişim bilgisi eklemelisiniz';

type FormValues = { name: string; message: string; contacts: { type: number; contact: string }[] };

const CONTACT_TYPES = [ContactType.Phone, ContactType.Whatsapp, ContactType.Telegram, ContactType.Email] as const;
const EMPTY: FormValues = { name: '', message: '', contacts: [{ type: ContactType.Phone, contact: '' }] };

interface CallRequestDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The call-request form (spec §5, §8): 1 to 5 contacts, errors on blur and after submit. */
export function CallRequestDialog({ open, onClose }: CallRequestDialogProps) {
  const t = useShellT();
  const fullScreen = useMediaQuery(`(max-width:${BREAKPOINTS.mobile - 0.05}px)`);
  const [countMessage, setCountMessage] = useState<string | null>(null);
  useCloseOnBack(open, onClose);
  const {
    register, handleSubmit, control, reset, getValues, watch,
    formState: { errors, isValid, isSubmitting, isSubmitted, touchedFields },
  } = useForm<FormValues, unknown, CallMeRequest>({
    mode: 'onTouched',
    defaultValues: EMPTY,
    // The shared contract schema is the one source of the rules the server checks too.
    resolver: valibotResolver(callMeRequestSchema) as never,
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'contacts' });
  const values = watch();

  const warn = (message: string) => {
    setCountMessage(message);
    bus.emit('toast/show', { type: 'warning', message });
  };
  const addContact = () => {
    if (fields.length >= MAX_CONTACTS) return warn(MAX_CONTACTS_MESSAGE);
    setCountMessage(null);
    append({ type: ContactType.Phone, contact: '' }, { shouldFocus: true });
  };
  const removeContact = (index: number) => {
    if (fields.length <= 1) return warn(MIN_CONTACTS_MESSAGE);
    setCountMessage(null);
    remove(index);
  };

  const submit = handleSubmit(async (request) => {
    try {
      const answer = await callApi(callMe, request);
      bus.emit('toast/show', { type: 'success', message: answer.message || t('callRequest.sent') });
      reset(EMPTY);
      setCountMessage(null);
      onClose();
    } catch (error) {
      // The typed input stays so the player can simply try again.
      // Only the server's own words are shown; a broken answer's diagnostic is not for players.
      const spoken = isApiError(error) && (error.kind === 'rejected' || error.kind === 'http') ? error.message : '';
      const message = spoken || t('callRequest.failed');
      bus.emit('toast/show', { type: 'error', message });
    }
  });

  const text = (field: 'name' | 'message', error: FieldError | undefined) => {
    const key = callRequestErrorKey(field, error, getValues(field));
    // Every field keeps its message line, so nothing moves when a message comes or goes.
    return key ? t(key) : RESERVED_HELPER_TEXT;
  };

  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="call-request-title" data-testid="call-request-dialog">
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
        <DialogTitle id="call-request-title" sx={{ pr: 6 }}>
          {t('callRequest.title')}
        </DialogTitle>
        {/* Outside the title, so the dialog's name is the title alone. */}
        <IconButton aria-label={t('callRequest.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
        <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="body2" color="text.secondary">{t('callRequest.intro')}</Typography>
          <TextField
            label={t('callRequest.name')}
            required
            autoComplete="name"
            inputProps={{ maxLength: 30 }}
            {...register('name')}
            error={Boolean(errors.name)}
            helperText={text('name', errors.name)}
          />
          <TextField
            label={t('callRequest.message')}
            required
            multiline
            minRows={2}
            inputProps={{ maxLength: 100 }}
            {...register('message')}
            error={Boolean(errors.message)}
            helperText={text('message', errors.message)}
          />
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>{t('callRequest.contacts')}</Typography>
            {fields.map((field, index) => {
              // A row's messages wait until the player has left its field or submitted (§5: on blur
              // and after submit); the resolver validates every row whenever any field is left.
              const touched = touchedFields.contacts?.[index];
              const typeError = touched?.type || isSubmitted ? errors.contacts?.[index]?.type : undefined;
              const contactError = touched?.contact || isSubmitted ? errors.contacts?.[index]?.contact : undefined;
              const contactKey = callRequestErrorKey('contact', contactError, values.contacts?.[index]?.contact);
              const typeKey = callRequestErrorKey('type', typeError, null);
              return (
                // Below 600 px the contact takes a line of its own: beside the type on a 320 px
                // phone its label was cut to "İletiş…".
                <Box key={field.id} sx={{ display: 'flex', flexWrap: { xs: 'wrap', sm: 'nowrap' }, gap: 1, alignItems: 'flex-start' }} data-testid="contact-row">
                  <TextField
                    select
                    label={t('callRequest.contactType')}
                    SelectProps={{ native: true }}
                    sx={{ width: { xs: 'calc(100% - 48px)', sm: 140 }, flexShrink: 0 }}
                    {...register(`contacts.${index}.type`, { setValueAs: (value) => Number(value) })}
                    error={Boolean(typeError)}
                    helperText={typeKey ? t(typeKey) : RESERVED_HELPER_TEXT}
                  >
                    {CONTACT_TYPES.map((type) => (
                      <option key={type} value={type}>{t(`callRequest.type.${type}`)}</option>
                    ))}
                  </TextField>
                  <TextField
                    label={t('callRequest.contactValue')}
                    required
                    fullWidth
                    sx={{ order: { xs: 1, sm: 0 }, flexBasis: { xs: '100%', sm: 'auto' } }}
                    inputProps={{ maxLength: 30 }}
                    {...register(`contacts.${index}.contact`)}
                    error={Boolean(contactError)}
                    helperText={contactKey ? t(contactKey) : RESERVED_HELPER_TEXT}
                  />
                  <IconButton aria-label={t('callRequest.removeContact', { n: index + 1 })} onClick={() => removeContact(index)} sx={{ mt: 1 }}>
                    <DeleteIcon />
                  </IconButton>
                </Box>
              );
            })}
            {(countMessage || errors.contacts?.root?.message || errors.contacts?.message) && (
              <Alert severity="warning" role="alert" data-testid="contacts-count-message">
                {countMessage ?? errors.contacts?.root?.message ?? errors.contacts?.message}
              </Alert>
            )}
            <Button startIcon={<AddIcon />} onClick={addContact} sx={{ alignSelf: 'flex-start' }}>
              {t('callRequest.addContact')}
            </Button>
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} color="inherit">{t('callRequest.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!isValid || isSubmitting}
            startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {t('callRequest.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
