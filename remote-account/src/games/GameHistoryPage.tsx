import { gameHistory, GameResultType, type GameRound } from '@vitrin/contract';
import { callApi, useChannel } from '@vitrin/shared';
import { Chip } from '@vitrin/shared/ui';
import { useT } from '../i18n';
import { PageTitle } from '../layout/PageTitle';
import { formatAmount } from '../lists/formatAmount';
import { formatDateTime } from '../lists/formatDateTime';
import { ListView, type Column } from '../lists/ListView';
import { RangeFilter } from '../lists/RangeFilter';
import { useFilterParams } from '../lists/useFilterParams';
import { usePagedList } from '../lists/usePagedList';

/** /dashboard/game-history: game rounds (game, provider, bet or win, amount, time), date range, paged. */
export function GameHistoryPage() {
  const t = useT();
  const language = useChannel('language');
  const filter = useFilterParams();
  const list = usePagedList<GameRound>(filter.key, async (paging, signal) => {
    const answer = await callApi(gameHistory, {
      ...(filter.values.from ? { from: filter.values.from } : {}),
      ...(filter.values.to ? { to: filter.values.to } : {}),
      ...paging,
    }, { signal });
    return answer.data;
  });
  const columns: Column<GameRound>[] = [
    { id: 'date', label: t('account.col.date'), render: (row) => formatDateTime(row.createdAt, language) },
    { id: 'game', label: t('account.col.game'), render: (row) => row.gameName },
    { id: 'provider', label: t('account.col.provider'), render: (row) => row.provider },
    {
      id: 'result',
      label: t('account.col.result'),
      // Spec §3 game result type: Win 1, Bet 2.
      render: (row) => row.resultType === GameResultType.Win
        ? <Chip size="small" color="success" variant="outlined" label={t('account.result.win')} />
        : <Chip size="small" variant="outlined" label={t('account.result.bet')} />,
    },
    { id: 'amount', label: t('account.col.amount'), align: 'right', render: (row) => formatAmount(row.amount) },
  ];
  const title = t('account.gameHistory.title');
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <RangeFilter values={filter.values} withType={false} onApply={filter.apply} />
      <ListView
        label={title}
        testId="game-list"
        columns={columns}
        list={list}
        rowKey={(row) => row.id}
        empty={t('account.gameHistory.empty')}
      />
    </>
  );
}
