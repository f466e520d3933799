import { PaymentDirection } from '@vitrin/contract';
import { PaymentMethodsPage } from '../methods/PaymentMethodsPage';

/** /dashboard/deposit (spec §2 Deposit money). */
export function DepositPage() {
  return <PaymentMethodsPage direction={PaymentDirection.Deposit} />;
}
