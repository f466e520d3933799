import { Chip } from '@vitrin/shared/ui';
import { PlatformCode, sessionHistory, type SignIn } from '@vitrin/contract';
import { callApi, useChannel } from '@vitrin/shared';
import { useT } from '../i18n';
import { PageTitle } from '../layout/PageTitle';
import { formatDateTime } from '../lists/formatDateTime';
import { ListView, type Column } from '../lists/ListView';
import { usePagedList } from '../lists/usePagedList';
import { browserOf } from './browserOf';

/** /dashboard/session-history: sign-ins with time, IP, browser and device, platform; the current one marked. */
export function SessionHistoryPage() {
  const t = useT();
  const language = useChannel('language');
  const list = usePagedList<SignIn>('', async (paging, signal) => (await callApi(sessionHistory, paging, { signal })).data);
  const columns: Column<SignIn>[] = [
    { id: 'date', label: t('account.col.signedIn'), render: (row) => formatDateTime(row.createdAt, language) },
    { id: 'ip', label: t('account.col.ip'), render: (row) => row.ip ?? '—' },
    { id: 'browser', label: t('account.col.browser'), render: (row) => browserOf(row.userAgent) },
    // Spec §3 platform code: 1 desktop, 2 mobile.
    { id: 'platform', label: t('account.col.platform'), render: (row) => t(row.platform === PlatformCode.Mobile ? 'account.platform.mobile' : 'account.platform.desktop') },
    {
      id: 'state',
      label: t('account.col.state'),
      render: (row) => row.current
        ? <Chip size="small" color="success" label={t('account.session.current')} data-testid="session-current" />
        : row.endedAt ? t('account.session.ended') : t('account.session.active'),
    },
  ];
  const title = t('account.sessionHistory.title');
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <ListView
        label={title}
        testId="session-list"
        columns={columns}
        list={list}
        rowKey={(row) => row.id}
        empty={t('account.sessionHistory.empty')}
      />
    </>
  );
}
