import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { bus } from '@vitrin/shared';
import { useShellT } from '../i18n/shellT';
import { useSiteSettings } from '../settings/useSiteSettings';
import { GamepadIcon, GiftIcon, PhoneIcon, SportsIcon, StarIcon } from '../icons/icons';
import { ShellTooltip } from '../tooltip/ShellTooltip';
import { SettingsIconLinks } from './SettingsIconLinks';
import { GameOpenerHost } from './GameOpenerHost';
import { QUICK_GAMES_SETTING, readQuickGames } from './readQuickGames';

/**
 * Desktop quick links of spec §2: call request, the settings icon links, /spor,
 * /dashboard/claim-bonus and /promotions, plus games the operator pins (they open from their data,
 * through the casino's GameOpener, which GameOpenerHost mounts on any page).
 */
export function HeaderQuickLinks() {
  const t = useShellT();
  const { options } = useSiteSettings();
  const games = readQuickGames(options[QUICK_GAMES_SETTING]);
  const linkSx = { minWidth: 0, px: 1.25, whiteSpace: 'nowrap', color: 'text.primary' } as const;
  return (
    <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5 }}>
      <ShellTooltip title={t('header.callRequest')}>
        <IconButton aria-label={t('header.callRequest')} onClick={() => bus.emit('callrequest/open', {})} data-testid="header-callrequest">
          <PhoneIcon />
        </IconButton>
      </ShellTooltip>
      <SettingsIconLinks />
      <Box sx={{ display: { md: 'none', lg: 'flex' }, gap: 0.5 }}>
        <Button component={RouterLink} to="/spor" startIcon={<SportsIcon />} sx={linkSx}>{t('menu.sports')}</Button>
        <Button component={RouterLink} to="/dashboard/claim-bonus" startIcon={<StarIcon />} sx={linkSx}>{t('menu.bonusRequest')}</Button>
        <Button component={RouterLink} to="/promotions" startIcon={<GiftIcon />} sx={linkSx}>{t('menu.promotions')}</Button>
        {games.map((game) => (
          <Button key={game.gameCode} startIcon={<GamepadIcon />} sx={linkSx} onClick={() => bus.emit('game/open', { game })}>
            {game.name}
          </Button>
        ))}
      </Box>
      <GameOpenerHost />
    </Box>
  );
}
