import { PaymentDirection } from '@vitrin/contract';
import { PaymentMethodsPage } from '../methods/PaymentMethodsPage';

/** /dashboard/withdraw (spec §2 Withdraw money). */
export function WithdrawPage() {
  return <PaymentMethodsPage direction={PaymentDirection.Withdraw} />;
}
