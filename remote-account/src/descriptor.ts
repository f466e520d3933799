import { CONTRACT_VERSION, defineRemote } from '@vitrin/contract';

/**
 * The member area as the host sees it (ADR 0036): all of /dashboard but what payments owns (the
 * longest prefix wins), under the host's member guard; recorded with each version in remotes.json.
 */
export const descriptor = defineRemote({
  name: 'account',
  mount: 'dashboard',
  prefixes: ['/dashboard'],
  slots: ['DashboardLayout'],
  menu: [
    { id: 'bonus-request', menu: 'main', order: 110, to: '/dashboard/claim-bonus', icon: 'star', label: { tr: 'Bonus Talep', en: 'Bonus Request' } },
  ],
  contractVersion: CONTRACT_VERSION,
});
