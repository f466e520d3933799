import { financialHistory, type FilterType, type FinancialTransaction, type ValueOf } from '@vitrin/contract';
import { callApi, useBusEvent } from '@vitrin/shared';
import { useT } from '../i18n';
import { PageTitle } from '../layout/PageTitle';
import { ListView } from '../lists/ListView';
import { RangeFilter } from '../lists/RangeFilter';
import { useFilterParams } from '../lists/useFilterParams';
import { usePagedList } from '../lists/usePagedList';
import { useTransactionColumns } from './useTransactionColumns';

/**
 * /dashboard/financial-activities: every movement of the member's money with its status (deposits in
 * any state, withdrawals, bonus credits), filter type and date range, paged. Live: a payment settled
 * or a bonus credited meanwhile (the hub's Notification or Balance) reloads the page in view.
 */
export function FinancialActivitiesPage() {
  const t = useT();
  const filter = useFilterParams();
  const columns = useTransactionColumns();
  const list = usePagedList<FinancialTransaction>(filter.key, async (paging, signal) => {
    const answer = await callApi(financialHistory, {
      filterType: Number(filter.values.filterType) as ValueOf<typeof FilterType>,
      ...(filter.values.from ? { from: filter.values.from } : {}),
      ...(filter.values.to ? { to: filter.values.to } : {}),
      ...paging,
    }, { signal });
    return answer.data;
  });
  const { retry } = list;
  useBusEvent('hub/message', ({ command }) => {
    if (command === 'Notification' || command === 'Balance') retry();
  });
  const title = t('account.financialActivities.title');
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <RangeFilter values={filter.values} withType onApply={filter.apply} />
      <ListView
        label={title}
        testId="financial-list"
        columns={columns}
        list={list}
        rowKey={(row) => row.id}
        empty={t('account.financialActivities.empty')}
      />
    </>
  );
}
