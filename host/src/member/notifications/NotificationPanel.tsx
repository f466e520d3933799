import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { type Notification } from '@vitrin/contract';
import { formatNotificationDate, useChannel } from '@vitrin/shared';
import { Icon } from '../icons/Icon';
import { useMemberT } from '../i18n/memberTexts';
import { notificationPanelAtom } from '../panel/panelStore';
import { notificationIcon, notificationTypeName } from './notificationType';
import { loadNotifications, markAllNotificationsRead, markNotificationRead, notificationsAtom } from './notificationsStore';
import { pageStore } from '../ui/pageStore';

function Detail({ item, onBack }: { item: Notification; onBack: () => void }) {
  const t = useMemberT();
  const language = useChannel('language');
  return (
    <Box sx={{ p: 2 }} data-testid="notification-detail">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        {/* The item that opened the detail is gone with the list: focus comes here, not to the
            document (the panel's Escape and the focus trap answer only from inside the panel). */}
        <IconButton aria-label={t('member.common.back')} onClick={onBack} size="small" autoFocus>
          <Icon name="back" />
        </IconButton>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t(`member.notifications.type.${notificationTypeName(item.type)}`)}
        </Typography>
      </Box>
      <Typography component="h4" variant="subtitle2">
        {item.title}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {formatNotificationDate(item.timeStamp, language)}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
        {item.note}
      </Typography>
    </Box>
  );
}

/** Spec §2 notifications panel: the list, and the detail of one item with a back arrow. */
export function NotificationPanel() {
  const t = useMemberT();
  const language = useChannel('language');
  const { items, failed } = useAtomValue(notificationsAtom);
  const [openId, setOpenId] = useState<number | null>(null);
  const open = openId === null ? undefined : items.find((n) => n.id === openId);
  const list = useRef<HTMLUListElement>(null);
  /** The item whose detail was open: focus goes back to it when the list is shown again. */
  const cameFrom = useRef<number | null>(null);
  useEffect(() => {
    if (openId !== null || cameFrom.current === null) return;
    list.current?.querySelector<HTMLElement>(`[data-notification-id="${cameFrom.current}"]`)?.focus();
    cameFrom.current = null;
  }, [openId]);

  if (open) {
    return (
      <Detail
        item={open}
        onBack={() => {
          cameFrom.current = open.id;
          setOpenId(null);
        }}
      />
    );
  }
  if (items.length === 0 && failed) {
    // A failed load is said as such, not shown as "no notifications".
    return (
      <Alert
        severity="warning"
        sx={{ m: 2 }}
        data-testid="notifications-failed"
        action={
          <Button color="inherit" size="small" onClick={() => void loadNotifications()}>
            {t('member.notifications.retry')}
          </Button>
        }
      >
        {t('member.notifications.loadFailed')}
      </Alert>
    );
  }
  if (items.length === 0) {
    return (
      <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary" data-testid="notifications-empty">
        {t('member.notifications.empty')}
      </Typography>
    );
  }
  const anyUnread = items.some((n) => !n.isRead);
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        <Button size="small" component={RouterLink} to="/dashboard/notifications" onClick={() => pageStore.set(notificationPanelAtom, false)} data-testid="notifications-all">
          {t('member.notifications.all')}
        </Button>
        {anyUnread ? (
          <Button size="small" onClick={() => void markAllNotificationsRead()} data-testid="notifications-read-all">
            {t('member.notifications.readAll')}
          </Button>
        ) : null}
      </Box>
      <List ref={list} dense disablePadding aria-label={t('member.notifications.title')} data-testid="notification-list">
        {items.map((item) => (
          <ListItemButton
            key={item.id}
            data-testid="notification-item"
            data-notification-id={item.id}
            data-read={item.isRead ? 'true' : 'false'}
            onClick={() => {
              setOpenId(item.id);
              void markNotificationRead(item.id, item.isRead);
            }}
            sx={{ alignItems: 'flex-start', gap: 1.5, borderBottom: 1, borderColor: 'divider' }}
          >
            <Box sx={{ mt: 0.5 }} aria-hidden="true">
              <Icon name={notificationIcon(item.type)} />
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: item.isRead ? 400 : 700 }} noWrap>
                {item.title}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {formatNotificationDate(item.timeStamp, language)}
              </Typography>
            </Box>
            {!item.isRead && (
              <Box
                component="span"
                role="img"
                aria-label={t('member.notifications.unread')}
                data-testid="unread-dot"
                sx={{ width: 8, height: 8, mt: 1, borderRadius: '50%', bgcolor: 'error.main', flexShrink: 0 }}
              />
            )}
          </ListItemButton>
        ))}
      </List>
    </>
  );
}
