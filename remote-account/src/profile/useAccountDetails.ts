import { accountDetails } from '@vitrin/contract';
import { callApi } from '@vitrin/shared';
import { useLoad } from '../lists/useLoad';

/** The member's details (customer/details extension), with a retry. */
export function useAccountDetails() {
  return useLoad('details', async (signal) => (await callApi(accountDetails, {}, { signal })).data);
}
