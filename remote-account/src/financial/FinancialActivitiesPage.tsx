import { financialHistory, type FilterType, type FinancialTransaction, type ValueOf } from '@vitrin/contract';
import { callApi } from '@vitrin/shared';
import { useT } from '../i18n';
import { PageTitle } from '../layout/PageTitle';
import { ListView } from '../lists/ListView';
import { RangeFilter } from '../lists/RangeFilter';
import { useFilterParams } from '../lists/useFilterParams';
import { usePagedList } from '../lists/usePagedList';
import { useTransactionColumns } from './useTransactionColumns';

/** /dashboard/financial-activities: deposits and withdrawals, filter type and date range, paged. */
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
