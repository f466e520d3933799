import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ShellKey } from '../i18n/shellDictionaries';
import {
  CasinoIcon, GamepadIcon, GiftIcon, GridIcon, LiveCasinoIcon, PhoneIcon, PlaneIcon, SportsIcon, StarIcon, TvIcon,
} from '../icons/icons';

export type MenuAction =
  | { kind: 'link'; to: string }
  | { kind: 'callrequest' }
  | { kind: 'search-open'; search: string; live: boolean };

export interface MenuItem {
  id: string;
  label: ShellKey;
  icon: ComponentType<SvgIconProps>;
  action: MenuAction;
}

const link = (to: string): MenuAction => ({ kind: 'link', to });

/** Spec §2 main menu, with its exact targets. */
export const MAIN_MENU: readonly MenuItem[] = [
  { id: 'sports', label: 'menu.sports', icon: SportsIcon, action: link('/spor') },
  { id: 'live-betting', label: 'menu.liveBetting', icon: SportsIcon, action: link('/livespor') },
  { id: 'esports', label: 'menu.esports', icon: GamepadIcon, action: link('/esports/betco') },
  { id: 'casino', label: 'menu.casino', icon: CasinoIcon, action: link('/casino/slot') },
  { id: 'live-casino', label: 'menu.liveCasino', icon: LiveCasinoIcon, action: link('/casino/live') },
  { id: 'virtual', label: 'menu.virtual', icon: GamepadIcon, action: link('/casino/games') },
  { id: 'bingo', label: 'menu.bingo', icon: GridIcon, action: link('/casino/bingo') },
  { id: 'games', label: 'menu.games', icon: GamepadIcon, action: link('/casino/games') },
  { id: 'tv-games', label: 'menu.tvGames', icon: TvIcon, action: link('/casino/tvbets') },
  { id: 'promotions', label: 'menu.promotions', icon: GiftIcon, action: link('/promotions') },
  { id: 'bonus-request', label: 'menu.bonusRequest', icon: StarIcon, action: link('/dashboard/claim-bonus') },
  { id: 'call-request', label: 'menu.callRequest', icon: PhoneIcon, action: link('/dashboard/claim-bonus') },
];

/** The left menu is the main menu as cards, except that Call Request opens the form. */
export const LEFT_MENU: readonly MenuItem[] = MAIN_MENU.map((item) =>
  item.id === 'call-request' ? { ...item, action: { kind: 'callrequest' } } : item,
);

/** Spec §2 compact menu; Aviator opens the first game of a non-live search for it. */
export const COMPACT_MENU: readonly MenuItem[] = [
  { id: 'sports', label: 'menu.sports', icon: SportsIcon, action: link('/spor/fcg') },
  { id: 'live-betting', label: 'menu.liveBetting', icon: SportsIcon, action: link('/livespor/fcg') },
  { id: 'casino', label: 'menu.casino', icon: CasinoIcon, action: link('/casino/slot') },
  { id: 'live-casino', label: 'menu.liveCasino', icon: LiveCasinoIcon, action: link('/casino/live') },
  { id: 'esports', label: 'menu.esports', icon: GamepadIcon, action: link('/esports/betco') },
  { id: 'aviator', label: 'menu.aviator', icon: PlaneIcon, action: { kind: 'search-open', search: 'Aviator', live: false } },
  { id: 'bingo', label: 'menu.bingo', icon: GridIcon, action: link('/casino/bingo') },
  { id: 'games', label: 'menu.games', icon: GamepadIcon, action: link('/casino/games') },
  { id: 'tv-games', label: 'menu.tvGames', icon: TvIcon, action: link('/casino/tvbets') },
];
