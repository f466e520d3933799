import { CONTRACT_VERSION, defineRemote } from '@vitrin/contract';

/**
 * Payments as the host sees it (ADR 0036): deposit and withdraw under the member guard, inside
 * account's dashboard frame; recorded with each version in remotes.json.
 */
export const descriptor = defineRemote({
  name: 'payments',
  mount: 'dashboard',
  prefixes: ['/dashboard/deposit', '/dashboard/withdraw'],
  slots: ['PaymentsOpener'],
  menu: [],
  contractVersion: CONTRACT_VERSION,
});
