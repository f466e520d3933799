import { bonusHistory, type BonusClaim } from '@vitrin/contract';
import { callApi } from '@vitrin/shared';
import { useT } from '../i18n';
import { PageTitle } from '../layout/PageTitle';
import { ListView } from '../lists/ListView';
import { usePagedList } from '../lists/usePagedList';
import { useBonusColumns } from './useBonusColumns';
import { ActiveBonuses } from './ActiveBonuses';

/** /dashboard/bonuses: the member's bonus claims with their process status, paged. */
export function BonusesPage() {
  const t = useT();
  const columns = useBonusColumns();
  const list = usePagedList<BonusClaim>('', async (paging, signal) => (await callApi(bonusHistory, paging, { signal })).data);
  const title = t('account.bonuses.title');
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <ActiveBonuses />
      <ListView
        label={title}
        testId="bonus-list"
        columns={columns}
        list={list}
        rowKey={(row) => row.id}
        empty={t('account.bonuses.empty')}
      />
    </>
  );
}
