import { useCallback } from 'react';
import { DEFAULTS, updatePhone } from '@vitrin/contract';
import { callApi } from '../../api/client';
import { toastError, toastSuccess } from '../../api/toast';
import { useRetryAfter, type RetryAfter } from '../../api/useRetryAfter';
import type { SmsTexts } from './smsTexts';

/**
 * Step 1 of customer/updatephone (spec §4): send a code to the local number behind the 90 prefix,
 * toast the answer, and wait as long as the server says after too many codes (429). Resolves to
 * whether a code went out.
 */
export function useSendSmsCode(texts: SmsTexts): { send: (local: string) => Promise<boolean>; throttle: RetryAfter } {
  const throttle = useRetryAfter();
  const { take } = throttle;
  const send = useCallback(async (local: string) => {
    try {
      const answer = await callApi(updatePhone, { step: 1, phone: `${DEFAULTS.phonePrefix}${local}` });
      toastSuccess(answer.message, texts('codeSent'));
      return true;
    } catch (error) {
      toastError(error, texts('failed'));
      take(error, texts('failed'));
      return false;
    }
  }, [texts, take]);
  return { send, throttle };
}
