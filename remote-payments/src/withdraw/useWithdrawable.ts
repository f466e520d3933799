import { useEffect, useState } from 'react';
import { userBalance } from '@vitrin/contract';
import { callApi } from '@vitrin/shared';

/**
 * The money a withdrawal may take, as a plain decimal string, or null while unknown (then only the
 * method's limits apply and the server still refuses more). Asked when a withdraw form opens, so the
 * form's upper limit is never above what the player can take out.
 */
export function useWithdrawable(active: boolean): string | null {
  const [amount, setAmount] = useState<string | null>(null);
  useEffect(() => {
    if (!active) return undefined;
    const controller = new AbortController();
    callApi(userBalance, {}, { signal: controller.signal }).then(
      // §7 sends the balance as a JSON number of at most two decimals; its shortest text is exact.
      (answer) => setAmount(answer.data.withdrawable ?? String(answer.data.balance)),
      () => undefined,
    );
    return () => controller.abort();
  }, [active]);
  return amount;
}
