import { CONTRACT_VERSION, PaymentDirection, type RemoteModule } from '@vitrin/contract';
import { REMOTE_ID, REMOTE_VERSION } from './buildInfo';
import { t } from './i18n';
import { lazySlot } from '@vitrin/shared';
import { askMethodsEarly } from './methods/earlyMethods';

const owner = REMOTE_ID;

/** The payments public module (`payments/module`): routes patched under the host's `dashboard` route. */
export const remoteModule: RemoteModule<'payments'> = {
  id: REMOTE_ID,
  contractVersion: CONTRACT_VERSION,
  version: REMOTE_VERSION,
  routes: [
    {
      path: 'deposit',
      handle: { crumb: () => t('payments.deposit.title'), owner },
      // The page's list is asked for while its code downloads (earlyMethods).
      lazy: () => {
        askMethodsEarly(PaymentDirection.Deposit);
        return import('./deposit/DepositPage').then((m) => ({ Component: m.DepositPage }));
      },
    },
    {
      path: 'withdraw',
      handle: { crumb: () => t('payments.withdraw.title'), owner },
      lazy: () => {
        askMethodsEarly(PaymentDirection.Withdraw);
        return import('./withdraw/WithdrawPage').then((m) => ({ Component: m.WithdrawPage }));
      },
    },
  ],
  slots: {
    PaymentsOpener: lazySlot('PaymentsOpener', () => import('./opener/PaymentsOpener').then((m) => m.PaymentsOpener)),
  },
};
