import { Tab, Tabs } from '@vitrin/shared/ui/data';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useT } from '../i18n';
import { PAYMENT_TABS } from './dashboardMenu';

/** Spec §2: the dashboard menu's tabs for deposit and withdraw, shown over those two pages. */
export function PaymentTabs() {
  const t = useT();
  const { pathname } = useLocation();
  const current = PAYMENT_TABS.find((tab) => pathname.startsWith(tab.url));
  if (!current) return null;
  return (
    <Tabs value={current.url} aria-label={t('account.paymentTabs')} sx={{ mb: 2 }}>
      {PAYMENT_TABS.map((tab) => (
        <Tab key={tab.id} value={tab.url} label={t(tab.title)} component={RouterLink} to={tab.url} data-testid={`payment-tab-${tab.id}`} />
      ))}
    </Tabs>
  );
}
