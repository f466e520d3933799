import { useRef } from 'react';
import { useChannel } from '@vitrin/shared';
import { TOUCH_TARGET_CLASS } from '../../member/ui/touchTarget';
import { MemberHeaderActions } from '../../member/header/MemberHeaderActions';
import { useShellT } from '../i18n/shellT';
import { MenuIcon } from '../icons/icons';
import { ShellIconButton } from '../buttons/ShellIconButton';
import { MainMenu } from '../menu/MainMenu';
import { DesktopSearch } from './DesktopSearch';
import { GuestActions } from './GuestActions';
import { HeaderQuickLinks } from './HeaderQuickLinks';
import { LanguageMenu } from './LanguageMenu';
import { Logo } from './Logo';
import { useHideOnScroll } from './useHideOnScroll';
import './Header.css';

interface HeaderProps {
  onOpenMenu: () => void;
  menuOpen: boolean;
}

/** The site header (spec §2): sticky, tucked away on a downward scroll past 100 px. */
export function Header({ onOpenMenu, menuOpen }: HeaderProps) {
  const t = useShellT();
  const auth = useChannel('auth');
  const headerRef = useRef<HTMLElement>(null);
  useHideOnScroll(headerRef);
  return (
    <header ref={headerRef} data-testid="site-header" className="vt-header">
      <div className="vt-header-bar">
        <ShellIconButton
          aria-label={t('header.openMenu')}
          aria-expanded={menuOpen}
          aria-controls="vitrin-left-menu"
          onClick={onOpenMenu}
          className={`vt-header-menu-button ${TOUCH_TARGET_CLASS}`}
          data-testid="mobile-menu-open"
        >
          <MenuIcon fontSize="small" />
        </ShellIconButton>
        <Logo markOnlyOnPhones={auth.hasLogin} />
        <div className="vt-header-search">
          <DesktopSearch />
        </div>
        <div className="vt-header-spacer" />
        <HeaderQuickLinks />
        {/* Never squeezed: the search field gives way first (a squeezed 'TR' once wrapped to two lines). */}
        <div className="vt-header-language">
          <LanguageMenu />
        </div>
        {auth.hasLogin ? <MemberHeaderActions /> : <GuestActions />}
      </div>
      <MainMenu />
    </header>
  );
}
