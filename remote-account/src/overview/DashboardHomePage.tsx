import { Stack } from '@vitrin/shared/ui';
import { bonusHistory, FilterType, financialHistory, type BonusClaim, type FinancialTransaction } from '@vitrin/contract';
import { callApi } from '@vitrin/shared';
import { useT } from '../i18n';
import { useBonusColumns } from '../bonuses/useBonusColumns';
import { useTransactionColumns } from '../financial/useTransactionColumns';
import { PageTitle } from '../layout/PageTitle';
import { ListView } from '../lists/ListView';
import { useFirstRows } from '../lists/usePagedList';
import { RecentSection } from './RecentSection';
import { SummaryCard } from './SummaryCard';

const RECENT = 5;

/** /dashboard: what a member wants on landing — balance, identity, shortcuts, latest activity. */
export function DashboardHomePage() {
  const t = useT();
  const transactionColumns = useTransactionColumns();
  const bonusColumns = useBonusColumns();
  const transactions = useFirstRows<FinancialTransaction>(async (signal) =>
    (await callApi(financialHistory, { filterType: FilterType.All, skip: 0, take: RECENT }, { signal })).data);
  const bonuses = useFirstRows<BonusClaim>(async (signal) => (await callApi(bonusHistory, { skip: 0, take: RECENT }, { signal })).data);
  return (
    <>
      <PageTitle>{t('account.dashboard.title')}</PageTitle>
      <Stack spacing={3}>
        <SummaryCard />
        <RecentSection id="recent-transactions" title={t('account.overview.lastTransactions')} to="/dashboard/financial-activities">
          <ListView
            label={t('account.overview.lastTransactions')}
            testId="recent-transactions"
            columns={transactionColumns}
            list={transactions}
            rowKey={(row) => row.id}
            empty={t('account.financialActivities.empty')}
          />
        </RecentSection>
        <RecentSection id="recent-bonuses" title={t('account.overview.lastBonuses')} to="/dashboard/bonuses">
          <ListView
            label={t('account.overview.lastBonuses')}
            testId="recent-bonuses"
            columns={bonusColumns}
            list={bonuses}
            rowKey={(row) => row.id}
            empty={t('account.bonuses.empty')}
          />
        </RecentSection>
      </Stack>
    </>
  );
}
