import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { Button, Stack } from '@vitrin/shared/ui';
import { MenuItem, TextField } from '@vitrin/shared/ui/forms';
import { DAY_PATTERN, FilterType } from '@vitrin/contract';
import { useT } from '../i18n';
import { accountErrorText } from '../forms/errorText';

const day = v.union([v.literal(''), v.pipe(v.string(), v.regex(DAY_PATTERN, 'day'))], 'day');

export const rangeFilterSchema = v.pipe(
  v.object({ filterType: v.string(), from: day, to: day }),
  v.forward(v.check((input) => !input.from || !input.to || input.from <= input.to, 'rangeBackwards'), ['to']),
);
export type RangeFilterValues = v.InferOutput<typeof rangeFilterSchema>;

const TYPE_KEYS = {
  [FilterType.All]: 'account.filter.all',
  [FilterType.Deposit]: 'account.filter.deposit',
  [FilterType.Withdraw]: 'account.filter.withdraw',
} as const;

/** The filter of a history: an optional filter type (spec §3) and a date range that runs forwards. */
export function RangeFilter({ values, withType, onApply }: { values: RangeFilterValues; withType: boolean; onApply: (values: RangeFilterValues) => void }) {
  const t = useT();
  const { register, control, handleSubmit, formState: { errors } } = useForm<RangeFilterValues>({
    resolver: valibotResolver(rangeFilterSchema),
    mode: 'onTouched',
    criteriaMode: 'all',
    values,
  });
  return (
    <Stack
      component="form"
      noValidate
      aria-label={t('account.filter.label')}
      onSubmit={handleSubmit(onApply)}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}
    >
      {withType && (
        <Controller
          control={control}
          name="filterType"
          render={({ field }) => (
            <TextField
              select
              size="small"
              id="account-filter-type"
              label={t('account.filter.type')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              sx={{ minWidth: 160 }}
            >
              {Object.entries(TYPE_KEYS).map(([value, key]) => <MenuItem key={value} value={value}>{t(key)}</MenuItem>)}
            </TextField>
          )}
        />
      )}
      <TextField
        type="date"
        size="small"
        id="account-filter-from"
        label={t('account.filter.from')}
        {...register('from')}
        slotProps={{ inputLabel: { shrink: true } }}
        error={Boolean(errors.from)}
        helperText={accountErrorText(errors.from?.message, t)}
      />
      <TextField
        type="date"
        size="small"
        id="account-filter-to"
        label={t('account.filter.to')}
        {...register('to')}
        slotProps={{ inputLabel: { shrink: true } }}
        error={Boolean(errors.to)}
        helperText={accountErrorText(errors.to?.message, t)}
      />
      <Button type="submit" variant="contained">{t('account.filter.apply')}</Button>
    </Stack>
  );
}
