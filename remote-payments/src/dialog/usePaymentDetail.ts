import { useEffect, useState } from 'react';
import { paymentDetail, type PaymentField } from '@vitrin/contract';
import { callApi } from '@vitrin/shared';

export type DetailState = { status: 'loading' } | { status: 'ready'; fields: PaymentField[] } | { status: 'empty' } | { status: 'failed'; error: unknown };

/** Spec §7 payment/detail {id, type}: the fields of the chosen method. */
export function usePaymentDetail(id: number, type: number): DetailState {
  const [state, setState] = useState<DetailState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    callApi(paymentDetail, { id, type }, { signal: controller.signal }).then(
      (answer) => {
        const fields = answer.data ?? [];
        setState(fields.length ? { status: 'ready', fields } : { status: 'empty' });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [id, type]);
  return state;
}
