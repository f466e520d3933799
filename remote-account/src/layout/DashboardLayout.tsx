import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@vitrin/shared/ui';
import { useT } from '../i18n';
import { AccountMenu } from './AccountMenu';
import { ContentPagesMenu } from './ContentPagesMenu';
import { MemberSummary } from './MemberSummary';
import { PaymentTabs } from './PaymentTabs';

/**
 * The /dashboard frame (slot `DashboardLayout`, placed by the host around every /dashboard/*
 * page, payments' too): the account menu, the member summary on small screens, the payment tabs
 * and the static pages side menu (spec §2). The crumb trail is the host's, from route labels.
 */
export function DashboardLayout({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    // In the page's column, as the crumbs above it (at most 1440 px, centred, 12/16 px from the
    // edges): at 1920 px the menu sat at x = 0 and the content ran to the screen edge.
    <Box
      data-testid="dashboard-frame"
      sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: { xs: 1, md: 3 }, py: 2, px: { xs: 1.5, md: 2 }, maxWidth: 1440, mx: 'auto', boxSizing: 'border-box', width: '100%' }}
    >
      <Box sx={{ width: { md: 260 }, flexShrink: 0, minWidth: 0 }}>
        <Paper variant="outlined" sx={{ py: 1 }}>
          <MemberSummary />
          <Box component="nav" aria-label={t('account.menu.label')} data-testid="dashboard-menu">
            <Typography variant="h6" component="h2" sx={{ px: 2, display: { xs: 'none', md: 'block' } }}>
              {t('account.dashboard.title')}
            </Typography>
            <AccountMenu />
          </Box>
        </Paper>
        <Box sx={{ display: { xs: 'none', md: 'block' } }}><ContentPagesMenu /></Box>
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <PaymentTabs />
        {children}
      </Box>
    </Box>
  );
}
