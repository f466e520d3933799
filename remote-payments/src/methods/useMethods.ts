import { useCallback, useEffect, useState } from 'react';
import { paymentMethods, type PaymentDirectionCode, type PaymentMethodInfo } from '@vitrin/contract';
import { callApi } from '@vitrin/shared';

export type MethodsState = { status: 'loading' } | { status: 'ready'; methods: PaymentMethodInfo[] } | { status: 'failed' };

/** payment/methods {direction} (extension): the operator's methods for one direction, with a retry. */
export function useMethods(direction: PaymentDirectionCode) {
  const [state, setState] = useState<MethodsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    callApi(paymentMethods, { direction }, { signal: controller.signal }).then(
      (answer) => setState({ status: 'ready', methods: answer.data }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [direction, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
