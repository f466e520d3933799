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
import { PaymentsOpenerHost } from './PaymentsOpenerHost';
import { QUICK_GAMES_SETTING, readQuickGames } from './readQuickGames';

/**
 * Desktop quick links of spec §2: call request, the settings icon links, /spor,
 * /dashboard/claim-bonus and /promotions, plus games the operator pins (they open from their data,
 * through the casino's GameOpener, which GameOpenerHost mounts on any page).
 */
/**
 * Issue 13: with a member's balance and the operator's pinned games, labelled links do not fit a
 * 1280 px header; below 1536 px they show their icon, with the label as name and tooltip.
 */
const linkSx = {
  minWidth: 0,
  px: { md: 1, xl: 1.25 },
  whiteSpace: 'nowrap',
  color: 'text.primary',
  '& .MuiButton-startIcon': { mx: { md: 0, xl: '0 8px 0 -4px' } },
} as const;
const labelSx = { display: { md: 'none', xl: 'inline' } } as const;

export function HeaderQuickLinks() {
  const t = useShellT();
  const { options } = useSiteSettings();
  const games = readQuickGames(options[QUICK_GAMES_SETTING]);
  return (
    <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5 }}>
      <ShellTooltip title={t('header.callRequest')}>
        <IconButton aria-label={t('header.callRequest')} onClick={() => bus.emit('callrequest/open', {})} data-testid="header-callrequest">
          <PhoneIcon />
        </IconButton>
      </ShellTooltip>
      <SettingsIconLinks />
      <Box sx={{ display: { md: 'none', lg: 'flex' }, gap: 0.5 }}>
        <ShellTooltip title={t('menu.sports')}>
          <Button component={RouterLink} to="/spor" aria-label={t('menu.sports')} startIcon={<SportsIcon />} sx={linkSx}>
            <Box component="span" sx={labelSx}>{t('menu.sports')}</Box>
          </Button>
        </ShellTooltip>
        <ShellTooltip title={t('menu.bonusRequest')}>
          <Button component={RouterLink} to="/dashboard/claim-bonus" aria-label={t('menu.bonusRequest')} startIcon={<StarIcon />} sx={linkSx}>
            <Box component="span" sx={labelSx}>{t('menu.bonusRequest')}</Box>
          </Button>
        </ShellTooltip>
        <ShellTooltip title={t('menu.promotions')}>
          <Button component={RouterLink} to="/promotions" aria-label={t('menu.promotions')} startIcon={<GiftIcon />} sx={linkSx}>
            <Box component="span" sx={labelSx}>{t('menu.promotions')}</Box>
          </Button>
        </ShellTooltip>
        {games.map((game) => (
          <ShellTooltip key={game.gameCode} title={game.name}>
            <Button aria-label={game.name} startIcon={<GamepadIcon />} sx={linkSx} onClick={() => bus.emit('game/open', { game })}>
              <Box component="span" sx={labelSx}>{game.name}</Box>
            </Button>
          </ShellTooltip>
        ))}
      </Box>
      <GameOpenerHost />
      <PaymentsOpenerHost />
    </Box>
  );
}
