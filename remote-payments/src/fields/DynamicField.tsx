import { Controller, type Control } from 'react-hook-form';
import { FormControl, FormControlLabel, FormHelperText, FormLabel, MenuItem, Radio, RadioGroup, TextField } from '@vitrin/shared/ui/forms';
import { useT } from '../i18n';
import { applyMask } from './mask';
import { cardBrand, normaliseIban } from '@vitrin/contract';
import { errorText } from '@vitrin/shared';
import { bankOfIban } from './iban';
import { PasteButton } from './PasteButton';
import { fieldLabel } from './fieldLabel';
import type { FormField, PaymentFormValues } from './paymentForm';

interface Props {
  formField: FormField;
  control: Control<PaymentFormValues>;
}

const INPUT_MODE = { int: 'numeric', long: 'numeric', decimal: 'decimal' } as const;

/** The phone keyboard a field needs: digits for numbers and for masks of digits only (card, expiry, CVV). */
function inputModeOf({ kind, role, field }: FormField): 'numeric' | 'decimal' | 'tel' | undefined {
  if (role === 'phone') return 'tel';
  if (kind in INPUT_MODE) return INPUT_MODE[kind as keyof typeof INPUT_MODE];
  if (kind === 'string' && field.mask && !/[A-Za-z]/.test(field.mask)) return 'numeric';
  return undefined;
}

/**
 * Typed or pasted text fitted to the field: an IBAN loses its spaces, tabs and dashes first; one of
 * another country keeps its own letters (never rewritten to TR) so the form can say why it is refused.
 */
function fitText(text: string, special: FormField['special'], mask: string | null): string {
  if (special === 'iban') {
    const iban = normaliseIban(text);
    const country = mask?.slice(0, 2).toUpperCase();
    if (/^[A-Z]{2}/.test(iban) && country && /^[A-Z]{2}$/.test(country) && !iban.startsWith(country)) return iban.slice(0, 34);
    return mask ? applyMask(iban, mask) : iban;
  }
  return mask ? applyMask(text, mask) : text;
}

/** One server-defined field (spec §3 payment detail field, §5 rules): its editor follows its kind. */
export function DynamicField({ formField, control }: Props) {
  const t = useT();
  const { name, field, kind, special } = formField;
  const id = `payment-${name}`;
  const label = fieldLabel(field.key, t);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: input, fieldState }) => {
        // The payments' texts also read the field's `{mask}`; a code without a number leaves `{n}` empty.
        const error = errorText(fieldState.error?.message, t, 'payments.validation', { n: '', mask: field.mask ?? '' });
        if (kind === 'bool') {
          return (
            <FormControl error={Boolean(error)} required margin="dense" component="fieldset">
              <FormLabel component="legend">{label}</FormLabel>
              <RadioGroup row name={input.name} value={input.value} onChange={(_, value) => input.onChange(value)} onBlur={input.onBlur}>
                <FormControlLabel value="true" control={<Radio />} label={t('payments.field.yes')} />
                <FormControlLabel value="false" control={<Radio />} label={t('payments.field.no')} />
              </RadioGroup>
              {error ? <FormHelperText>{error}</FormHelperText> : null}
            </FormControl>
          );
        }
        const mask = field.mask || null;
        const fit = (text: string) => fitText(text, special, mask);
        const hint = special === 'iban' ? bankOfIban(input.value) : special === 'card' ? cardBrand(input.value) : undefined;
        const hintText = hint ? t(special === 'iban' ? 'payments.field.bank' : 'payments.field.brand', { name: hint }) : undefined;
        return (
          <TextField
            id={id}
            name={input.name}
            inputRef={input.ref}
            label={label}
            required
            fullWidth
            margin="dense"
            select={kind === 'dropdown'}
            type={kind === 'datetime' ? 'datetime-local' : 'text'}
            value={input.value}
            onChange={(event) => input.onChange(kind === 'dropdown' || kind === 'datetime' ? event.target.value : fit(event.target.value))}
            onBlur={input.onBlur}
            error={Boolean(error)}
            helperText={error ?? hintText ?? (mask ? mask : undefined)}
            slotProps={{
              inputLabel: kind === 'datetime' ? { shrink: true } : undefined,
              // No maxLength: the browser would cut a pasted IBAN with leading spaces before it is
              // cleaned; fitting it to the mask bounds the length instead.
              htmlInput: { inputMode: inputModeOf(formField), autoComplete: formField.autoComplete },
              input: special === 'iban' || special === 'card'
                ? { endAdornment: <PasteButton fieldLabel={label} onPaste={(text) => input.onChange(fit(text))} /> }
                : undefined,
            }}
          >
            {kind === 'dropdown'
              ? (field.option ?? []).map((option) => <MenuItem key={String(option.id)} value={String(option.id)}>{option.name}</MenuItem>)
              : null}
          </TextField>
        );
      }}
    />
  );
}
