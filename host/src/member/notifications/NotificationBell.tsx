import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState, type Ref } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { keyframes } from '@mui/material/styles';
import { SHAKE_MS } from '@vitrin/contract';
import { Icon } from '../icons/Icon';
import { useMemberT } from '../i18n/memberTexts';
import { TOUCH_ICON_CLASS } from '../ui/touchTarget';
import { badgeLabel, unreadCount } from './notificationsReducer';
import { notificationsAtom } from './notificationsStore';

const shake = keyframes`
  0%, 100% { transform: rotate(0); }
  20% { transform: rotate(-15deg); }
  40% { transform: rotate(12deg); }
  60% { transform: rotate(-8deg); }
  80% { transform: rotate(5deg); }
`;

/** True for about 500 ms after the value changes (not on the first render). */
export function useShakeOnChange(value: number): boolean {
  const previous = useRef(value);
  const [shaking, setShaking] = useState(false);
  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    setShaking(true);
    const timer = setTimeout(() => setShaking(false), SHAKE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return shaking;
}

/** The bell with the unread badge (count, 9+ from 9); it shakes when the count changes. */
export function NotificationBell({ onClick, buttonRef, expanded }: { onClick: () => void; buttonRef?: Ref<HTMLButtonElement>; expanded: boolean }) {
  const t = useMemberT();
  const { items } = useAtomValue(notificationsAtom);
  const count = unreadCount(items);
  const shaking = useShakeOnChange(count);
  return (
    <IconButton
      ref={buttonRef}
      onClick={onClick}
      color="inherit"
      // The name says the badge's own text (9+ from 9), outside parentheses, so what a voice-control
      // user sees is part of it (WCAG 2.5.3; axe drops parenthesised words when it compares).
      aria-label={t('member.notifications.bell', { unread: badgeLabel(count) || '0' })}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      data-testid="notification-bell"
      data-shaking={shaking ? 'true' : 'false'}
      className={TOUCH_ICON_CLASS}
      sx={{
        // Room for an eight-digit balance on a 320 px phone.
        p: { xs: 0.5, sm: 1 },
        animation: shaking ? `${shake} ${SHAKE_MS}ms ease-in-out` : 'none',
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <Badge
        badgeContent={badgeLabel(count)}
        color="error"
        invisible={count === 0}
        // Drawn over the round icon's corner, not beside it: at 320 px the bell is the header's
        // last control and a badge beside it stuck out of the window (sideways scroll, clipped).
        overlap="circular"
        data-testid="notification-badge"
      >
        <Icon name="bell" />
      </Badge>
    </IconButton>
  );
}
