import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useSetAtom } from 'jotai';
import { Box, Button, CircularProgress } from '@vitrin/shared/ui';
import { deposit, depositInstructionsOf, withdraw, type DepositInstructions as Instructions, type PaymentField, type PaymentMethodInfo } from '@vitrin/contract';
import { callApi, isApiError, toastError, toastSuccess } from '@vitrin/shared';
import { useT } from '../i18n';
import { DynamicField } from '../fields/DynamicField';
import { paymentFormSchema, toDetail, toFormFields, type AmountLimits, type PaymentFormValues } from '../fields/paymentForm';
import { compareDecimal } from '../fields/decimal';
import { useWithdrawable } from '../withdraw/useWithdrawable';
import { useHolderName } from './useHolderName';
import { DepositInstructions } from '../instructions/DepositInstructions';
import { AmountHelp } from './AmountHelp';
import { DepositLink } from './DepositLink';
import { requestsRevisionAtom } from './requestsRevision';
import { safeHttpLink } from './safeLink';
import { useIdempotentSubmit } from './useIdempotentSubmit';
import type { PaymentOpenRequest } from './openRequest';

/** Spec §9: the dialog closes 500 ms after a successful withdrawal. */
export const WITHDRAW_CLOSE_MS = 500;

/**
 * The amount's limits: the method's, and for a withdrawal never above the money the player can
 * take out now, so the form refuses what the server would.
 */
export function amountLimits(method: PaymentMethodInfo | undefined, kind: PaymentOpenRequest['kind'], withdrawable: string | null): AmountLimits | undefined {
  if (!method) return undefined;
  if (kind === 'withdraw' && withdrawable !== null && compareDecimal(withdrawable, method.maxAmount) < 0) {
    return { minAmount: method.minAmount, maxAmount: withdrawable, maxCode: 'withdrawable' };
  }
  return { minAmount: method.minAmount, maxAmount: method.maxAmount };
}

interface Props {
  request: PaymentOpenRequest;
  fields: PaymentField[];
  onClose: () => void;
}

/** The server-defined form (spec §3, §5) and its submission (spec §4 deposit, withdraw; §8 refusals). */
export function PaymentForm({ request, fields, onClose }: Props) {
  const t = useT();
  const formFields = useMemo(() => toFormFields(fields), [fields]);
  const withdrawable = useWithdrawable(request.kind === 'withdraw');
  const limits = useMemo(() => amountLimits(request.method, request.kind, withdrawable), [request.method, request.kind, withdrawable]);
  const schema = useMemo(() => paymentFormSchema(formFields, limits), [formFields, limits]);
  const { control, handleSubmit, setValue, getValues, trigger, formState: { isValid, isSubmitting, touchedFields } } = useForm<PaymentFormValues>({
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    defaultValues: Object.fromEntries(formFields.map((f) => [f.name, ''])),
  });
  const submit = useIdempotentSubmit();
  const bumpRequests = useSetAtom(requestsRevisionAtom);
  const [link, setLink] = useState<string | null>(null);
  const [instructions, setInstructions] = useState<Instructions | null>(null);
  const amountField = formFields.find((f) => f.special === 'amount' && f.kind === 'decimal');
  const holderFields = formFields.filter((f) => f.role === 'holder');
  const holderName = useHolderName(holderFields.length > 0);

  // The account holder is the member (operators pay out only to the player's own account):
  // prefilled from the profile, still editable; never over what they already typed.
  useEffect(() => {
    if (!holderName) return;
    for (const { name } of holderFields) if (!getValues(name)) setValue(name, holderName, { shouldValidate: true });
    // Once, when the name arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [holderName]);

  // A withdrawable amount that arrives after the player typed re-judges what they typed.
  useEffect(() => {
    if (amountField && touchedFields[amountField.name]) void trigger(amountField.name);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [limits]);

  const onSubmit = async (values: PaymentFormValues) => {
    const payload = { id: request.id, target: 'pay' as const, detail: toDetail(formFields, values) };
    const call = request.kind === 'deposit' ? deposit : withdraw;
    try {
      const outcome = await submit(payload, (idempotencyKey) => callApi(call, payload, { idempotencyKey }));
      if (!outcome.sent) return;
      bumpRequests((n) => n + 1);
      if (request.kind === 'withdraw') {
        toastSuccess(outcome.result.message, t('payments.dialog.withdrawSent'));
        setTimeout(onClose, WITHDRAW_CLOSE_MS);
        return;
      }
      const href = safeHttpLink(outcome.result.data);
      const sendTo = depositInstructionsOf(outcome.result.data);
      if (href) {
        window.open(href, '_blank', 'noopener,noreferrer');
        setLink(href);
      } else if (sendTo) {
        // A transfer the player makes themselves: the dialog stays open with where to send it.
        toastSuccess(outcome.result.message, t('payments.dialog.depositSent'));
        setInstructions(sendTo);
      } else {
        toastSuccess(outcome.result.message, t('payments.dialog.depositSent'));
        onClose();
      }
    } catch (error) {
      // Refused or lost: the server's message (or ours); the dialog stays with everything typed.
      const lost = isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
      toastError(error, t(lost ? 'payments.dialog.networkFailed' : 'payments.dialog.failed'));
    }
  };

  if (link) return <DepositLink href={link} onClose={onClose} />;
  if (instructions) return <DepositInstructions instructions={instructions} />;
  return (
    <Box component="form" noValidate aria-label={request.title} onSubmit={handleSubmit(onSubmit)} sx={{ display: 'grid', gap: 0.5 }}>
      {formFields.map((formField) => (
        <Box key={formField.name}>
          <DynamicField formField={formField} control={control} />
          {formField === amountField && request.method && limits ? (
            <AmountHelp
              method={request.method}
              limits={limits}
              onPick={(amount) => setValue(formField.name, amount, { shouldValidate: true, shouldTouch: true })}
            />
          ) : null}
        </Box>
      ))}
      <Button
        type="submit"
        variant="contained"
        sx={{ mt: 2 }}
        disabled={!isValid || isSubmitting}
        startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {isSubmitting ? t('payments.dialog.sending') : t(request.kind === 'deposit' ? 'payments.dialog.submitDeposit' : 'payments.dialog.submitWithdraw')}
      </Button>
    </Box>
  );
}
