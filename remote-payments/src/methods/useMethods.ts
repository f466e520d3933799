import { paymentMethods, type PaymentDirectionCode } from '@vitrin/contract';
import { callApi, useLoad } from '@vitrin/shared';

/** payment/methods {direction} (extension): the operator's methods for one direction, with a retry. */
export function useMethods(direction: PaymentDirectionCode) {
  return useLoad(async (signal) => (await callApi(paymentMethods, { direction }, { signal })).data, [direction]);
}
