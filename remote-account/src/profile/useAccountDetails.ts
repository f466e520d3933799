import { accountDetails } from '@vitrin/contract';
import { callApi, useLoad } from '@vitrin/shared';

/** The member's details (customer/details extension), with a retry. */
export function useAccountDetails() {
  return useLoad(async (signal) => (await callApi(accountDetails, {}, { signal })).data, []);
}
