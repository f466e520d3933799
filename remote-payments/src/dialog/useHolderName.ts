import { useEffect, useState } from 'react';
import { accountDetails } from '@vitrin/contract';
import { callApi } from '@vitrin/shared';

/** The member's name and surname from their profile, to prefill an account-holder field; null until known. */
export function useHolderName(active: boolean): string | null {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    if (!active) return undefined;
    const controller = new AbortController();
    callApi(accountDetails, {}, { signal: controller.signal }).then(
      (answer) => setName(`${answer.data.name} ${answer.data.surname}`.trim() || null),
      // Only a convenience: without it the member types the name.
      () => undefined,
    );
    return () => controller.abort();
  }, [active]);
  return name;
}
