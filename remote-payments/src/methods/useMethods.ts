import type { PaymentDirectionCode } from '@vitrin/contract';
import { useLoad } from '@vitrin/shared';
import { loadMethodsFor } from './earlyMethods';

/**
 * payment/methods {direction} (extension): the operator's methods for one direction, with a retry.
 * The first load takes the answer asked for when the route was chosen (earlyMethods).
 */
export function useMethods(direction: PaymentDirectionCode) {
  return useLoad((signal) => loadMethodsFor(direction, signal), [direction]);
}
