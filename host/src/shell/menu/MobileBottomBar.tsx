import type { ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import type { IconProps } from '../icons/icons';
import { bus, useChannel } from '@vitrin/shared';
import { useShellT } from '../i18n/shellT';
import type { ShellKey } from '../i18n/shellDictionaries';
import { GiftIcon, LiveCasinoIcon, SportsIcon, SupportIcon, WalletIcon } from '../icons/icons';
import { usePathname } from '../navigation/pathname';
import { BUTTON_BASE_CLASS, classNames } from '../buttons/buttonBase';
import './menus.css';

/** The bar's height (menus.css), which Layout.css keeps free under the page on phones. */
export const BOTTOM_BAR_HEIGHT_PX = 56;

interface BarItem {
  id: string;
  label: ShellKey;
  icon: ComponentType<IconProps>;
  to?: string;
}

const ITEMS: readonly BarItem[] = [
  { id: 'deposit', label: 'bottomBar.deposit', icon: WalletIcon, to: '/dashboard/deposit' },
  { id: 'sports', label: 'bottomBar.sports', icon: SportsIcon, to: '/spor' },
  { id: 'support', label: 'bottomBar.support', icon: SupportIcon },
  { id: 'live-casino', label: 'bottomBar.liveCasino', icon: LiveCasinoIcon, to: '/casino/live' },
  { id: 'promotions', label: 'bottomBar.promotions', icon: GiftIcon, to: '/promotions' },
];

/** Spec §2 mobile bottom bar. Deposit asks a guest to log in; Support opens the live chat. */
export function MobileBottomBar() {
  const t = useShellT();
  const navigate = useNavigate();
  const pathname = usePathname();
  const auth = useChannel('auth');

  const choose = (item: BarItem) => {
    if (item.id === 'support') return bus.emit('livechat/open', {});
    if (item.id === 'deposit' && !auth.hasLogin) return bus.emit('auth/login-requested', { returnTo: item.to });
    if (item.to) navigate(item.to);
  };

  return (
    <nav aria-label={t('bottomBar.label')} className="vt-bottom-bar">
      {ITEMS.map((item) => {
        const Icon = item.icon;
        const current = Boolean(item.to && (pathname === item.to || pathname.startsWith(`${item.to}/`)));
        return (
          <button
            type="button"
            key={item.id}
            data-bottom-bar={item.id}
            aria-current={current ? 'page' : undefined}
            onClick={() => choose(item)}
            className={classNames(BUTTON_BASE_CLASS, 'vt-bottom-bar-entry', current && 'vt-current')}
          >
            <Icon />
            <span>{t(item.label)}</span>
          </button>
        );
      })}
    </nav>
  );
}
