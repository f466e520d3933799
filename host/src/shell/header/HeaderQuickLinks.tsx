import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { Game } from '@vitrin/contract';
import { bus } from '@vitrin/shared';
import { useShellT } from '../i18n/shellT';
import { useSiteSettings } from '../settings/useSiteSettings';
import { GamepadIcon, GiftIcon, PhoneIcon, SportsIcon, StarIcon } from '../icons/icons';
import { ShellTooltip } from '../tooltip/ShellTooltip';
import { safeHttpUrl } from '../links/safeUrl';
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
 * With a member's balance and the operator's pinned games, labelled links do not fit the
 * header's content width (at most about 1,400 px). The three fixed links show their label from
 * 1536 px and their icon below; the pinned games (up to four operator-chosen names, any length)
 * show the game's own picture as their icon at every width, with the name as accessible name and
 * tooltip. Measured in Turkish: every label shown needs about 1,600 px for a guest and 1,750 px for
 * a member. (The theme's xl is 1200, too narrow for the labels.)
 */
const WIDE = '@media (min-width: 1536px)';
const linkSx = {
  minWidth: 0,
  px: 1,
  whiteSpace: 'nowrap',
  color: 'text.primary',
  '& .MuiButton-startIcon': { mx: 0 },
  [WIDE]: { px: 1.25, '& .MuiButton-startIcon': { mx: '0 8px 0 -4px' } },
} as const;
const labelSx = { display: 'none', [WIDE]: { display: 'inline' } } as const;

/** A pinned game's picture (only an http(s) or same-site address), else the gamepad icon. */
function GamePicture({ game }: { game: Game }) {
  const src = game.imageUrl ? safeHttpUrl(game.imageUrl) : null;
  if (!src) return <GamepadIcon />;
  return <Box component="img" src={src} alt="" width={24} height={24} sx={{ borderRadius: 1, objectFit: 'cover', display: 'block' }} />;
}

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
            <IconButton aria-label={game.name} onClick={() => bus.emit('game/open', { game })} data-testid="header-game">
              <GamePicture game={game} />
            </IconButton>
          </ShellTooltip>
        ))}
      </Box>
      <GameOpenerHost />
      <PaymentsOpenerHost />
    </Box>
  );
}
