import type { Game } from '@vitrin/contract';
import { bus } from '@vitrin/shared';
import { useShellT } from '../i18n/shellT';
import { useSiteSettings } from '../settings/useSiteSettings';
import { GamepadIcon, PhoneIcon } from '../icons/icons';
import { ShellTooltip } from '../tooltip/ShellTooltip';
import { ShellIconButton } from '../buttons/ShellIconButton';
import { safeHttpUrl } from '../links/safeUrl';
import { SettingsIconLinks } from './SettingsIconLinks';
import { GameOpenerHost } from './GameOpenerHost';
import { PaymentsOpenerHost } from './PaymentsOpenerHost';
import { QUICK_GAMES_SETTING, readQuickGames } from './readQuickGames';

/** A pinned game's picture (only an http(s) or same-site address), else the gamepad icon. */
function GamePicture({ game }: { game: Game }) {
  const src = game.imageUrl ? safeHttpUrl(game.imageUrl) : null;
  if (!src) return <GamepadIcon />;
  return <img src={src} alt="" width={24} height={24} className="vt-quick-game-picture" />;
}

/**
 * Desktop quick links of spec §2: call request, the settings icon links, and games the operator
 * pins (they open from their data, through the casino's GameOpener, which GameOpenerHost mounts on
 * any page). The spec's /spor, /dashboard/claim-bonus and /promotions buttons are left out: the menu
 * bar right under them shows the same three at every width the header shows its quick links, and
 * at 1920 px the header read them twice (ADR 0051). The pinned games (up to four operator-chosen
 * names, any length) show the game's own picture, with the name as accessible name and tooltip.
 */
export function HeaderQuickLinks() {
  const t = useShellT();
  const { options } = useSiteSettings();
  const games = readQuickGames(options[QUICK_GAMES_SETTING]);
  return (
    <div className="vt-quick-links">
      <ShellTooltip title={t('header.callRequest')}>
        <ShellIconButton aria-label={t('header.callRequest')} onClick={() => bus.emit('callrequest/open', {})} data-testid="header-callrequest">
          <PhoneIcon />
        </ShellIconButton>
      </ShellTooltip>
      <SettingsIconLinks />
      <div className="vt-quick-games">
        {games.map((game) => (
          <ShellTooltip key={game.gameCode} title={game.name}>
            <ShellIconButton aria-label={game.name} onClick={() => bus.emit('game/open', { game })} data-testid="header-game">
              <GamePicture game={game} />
            </ShellIconButton>
          </ShellTooltip>
        ))}
      </div>
      <GameOpenerHost />
      <PaymentsOpenerHost />
    </div>
  );
}
