import { useRef } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { HEADER } from '@vitrin/contract';
import { useChannel } from '@vitrin/shared';
import { touchTargetSx } from '../../member/ui/touchTarget';
import { MemberHeaderActions } from '../../member/header/MemberHeaderActions';
import { useShellT } from '../i18n/shellT';
import { MenuIcon } from '../icons/icons';
import { MainMenu } from '../menu/MainMenu';
import { DesktopSearch } from './DesktopSearch';
import { GuestActions } from './GuestActions';
import { HeaderQuickLinks } from './HeaderQuickLinks';
import { LanguageMenu } from './LanguageMenu';
import { Logo } from './Logo';
import { useHideOnScroll } from './useHideOnScroll';

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
    <Box
      component="header"
      ref={headerRef}
      data-testid="site-header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        transition: 'transform 250ms ease',
        // useHideOnScroll writes the attribute (no re-render of the header per flip).
        '&[data-hidden="true"]': { transform: 'translateY(-100%)' },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 0.5, md: 1.5 },
          px: { xs: 0.5, md: 2 },
          height: { xs: HEADER.mobileHeightPx, md: 64 },
          // The touch boxes of the controls at the ends (touchTargetSx) reach past the window's
          // edge: clipped sideways, so the page never scrolls sideways; they still reach down.
          overflowX: 'clip',
          maxWidth: 1440,
          mx: 'auto',
        }}
      >
        <IconButton
          aria-label={t('header.openMenu')}
          aria-expanded={menuOpen}
          aria-controls="vitrin-left-menu"
          onClick={onOpenMenu}
          sx={{ display: { md: 'none' }, width: 32, height: 32, ...touchTargetSx }}
          data-testid="mobile-menu-open"
        >
          <MenuIcon fontSize="small" />
        </IconButton>
        <Logo height={{ xs: 22, md: 30 }} markOnlyOnPhones={auth.hasLogin} />
        <Box sx={{ display: { xs: 'none', md: 'flex' }, flex: '0 1 320px', minWidth: 140, ml: { md: 1, lg: 2 } }}>
          <DesktopSearch />
        </Box>
        <Box sx={{ flex: 1 }} />
        <HeaderQuickLinks />
        {/* Never squeezed: the search field gives way first (a squeezed 'TR' once wrapped to two lines). */}
        <Box sx={{ display: { xs: 'none', md: 'block' }, flexShrink: 0 }}>
          <LanguageMenu />
        </Box>
        {auth.hasLogin ? <MemberHeaderActions /> : <GuestActions />}
      </Box>
      <MainMenu />
    </Box>
  );
}
