import { Typography } from '@vitrin/shared/ui';
import { notifications, NOTIFICATION_PANEL, type Notification } from '@vitrin/contract';
import { callApi, formatNotificationDate, useBusEvent, useChannel } from '@vitrin/shared';
import { useT, type AccountKey } from '../i18n';
import { PageTitle } from '../layout/PageTitle';
import { ListView, type Column } from '../lists/ListView';
import { useFirstRows } from '../lists/usePagedList';

const TYPES: Record<string, AccountKey> = {
  Deposit: 'account.notificationsPage.type.deposit', 1: 'account.notificationsPage.type.deposit',
  Withdraw: 'account.notificationsPage.type.withdraw', 2: 'account.notificationsPage.type.withdraw',
  Jackpot: 'account.notificationsPage.type.jackpot', 3: 'account.notificationsPage.type.jackpot',
  Bonus: 'account.notificationsPage.type.bonus', 4: 'account.notificationsPage.type.bonus',
};

/**
 * /dashboard/notifications: the member's notifications as a page (the bell's panel is the quick
 * look), newest first, the unread ones in bold, with the whole note; a new one pushed by the hub
 * reloads it. Marking read stays with the panel, which owns the bell's count.
 */
export function NotificationsPage() {
  const t = useT();
  const language = useChannel('language');
  const list = useFirstRows<Notification>(async (signal) => {
    const answer = await callApi(notifications, { skip: 0, take: NOTIFICATION_PANEL.pageSize }, { signal });
    return { items: answer.data, total: answer.data.length };
  });
  const { retry } = list;
  useBusEvent('hub/message', ({ command }) => {
    if (command === 'Notification') retry();
  });
  const columns: Column<Notification>[] = [
    { id: 'date', label: t('account.col.date'), render: (row) => formatNotificationDate(row.timeStamp, language) },
    { id: 'type', label: t('account.col.type'), render: (row) => t(TYPES[String(row.type)] ?? 'account.notificationsPage.type.system') },
    {
      id: 'title',
      label: t('account.notificationsPage.col.title'),
      render: (row) => <Typography variant="body2" component="span" sx={{ fontWeight: row.isRead ? 400 : 700 }}>{row.title}</Typography>,
    },
    { id: 'note', label: t('account.notificationsPage.col.note'), render: (row) => <Typography variant="body2" component="span" sx={{ whiteSpace: 'pre-line' }}>{row.note}</Typography> },
  ];
  const title = t('account.notifications');
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <ListView label={title} testId="notification-page" columns={columns} list={list} rowKey={(row) => row.id} empty={t('account.notificationsPage.empty')} />
    </>
  );
}
