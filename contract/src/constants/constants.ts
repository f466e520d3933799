// Business constants of spec §9. Components read them from here, never as bare numbers.
export const TOAST = {
  durationMs: { blank: 4000, error: 4000, success: 4000, warning: 4000, info: 4000, loading: 30000 },
  position: { vertical: 'top', horizontal: 'center' },
  maxVisible: 5,
  enterMs: 350,
  exitMs: 800,
} as const;
export const TOOLTIP = { maxWidth: 350, showMs: 300, hideMs: 250, zIndex: 9999, offset: [0, 10] } as const;
export const SIDE_PANEL_TRANSITION_MS = 150;
export const UNREAD_BADGE_CAP = 9;
export const NOTIFICATION_PANEL = { heightPx: 582, widthPx: 386, breakpointPx: 900, pageSize: 100 } as const;
export const TOP_BANNER = { heightPx: 30, scrollCycleS: 20, hideDelayMs: 500 } as const;
export const HEADER = { scrollThresholdPx: 100, mobileHeightPx: 35, sidebarOverflowReapplyMs: 800 } as const;
export const SHAKE_MS = 500;
export const DROPDOWN = { searchResetMs: 500, scrollHeightPx: 200 } as const;
export const COUNTRIES_APPLY_DELAY_MS = 300;
export const DEFAULTS = {
  birthDate: { day: '01', month: '01', year: '1970' },
  currencyId: 1,
  phonePrefix: '90',
  language: 'tr',
  searchRoute: '/casino/slot',
  liveSearchRoute: '/casino/live',
  countryName: 'Türkiye',
} as const;
export const PASSWORD_MIN = 5;
export const CONFETTI = { particles: 150, startDelayMs: 100, closeAfterClaimMs: 1000 } as const;
export const LOGIN_AFTER_RESET_MS = 1000;
export const RESEND_TIMER_S = 60;
export const BALANCE_POLL_MS = 3000;
export const TOP_WINNERS_COUNT = 40;
export const SEARCH_RESULT_SIZE = 5;
export const MAX_CONTACTS = 5;
export const DIALOG = { closeAfterWithdrawMs: 500, closeAfterLoadFailureMs: 100, heightPx: 699, maxWidthPx: 990 } as const;
export const LOGOUT_RELOAD_MS = 300;
export const HUB = {
  path: './hub/frnotify',
  reconnectDelaysMs: [0, 2000, 10000, 30000],
  serverTimeoutMs: 30000,
  keepAliveMs: 15000,
  method: 'NotifyMessage',
  /** SignalR's record separator: every JSON hub message ends with it. */
  recordSeparator: '\u001e',
} as const;
export const CURRENCY = { symbol: '₺', locale: 'tr-TR' } as const;
export const PHONE_MASK_DIGITS = 10;
export const SMS_CODE_MASKS = ['00-00-00', '000-000'] as const;
export const BANNER_CAROUSEL = {
  autoplayMs: 5000, perView: 1, gapPx: 20, loop: false, refreshMs: 100, placeholders: 3,
  imageBreakpointsPx: [992, 1200],
} as const;
export const PROVIDER_SLIDER = { autoplayMs: 2000, startDelayMs: 500, perViewBelow992: 3, perViewFrom992: 7 } as const;
export const FOOTER_PROVIDERS = [
  'amusnet', '3oaksgaming', 'amatic', 'bgaming', 'betsoftow', 'pragmaticplay',
  'evolution', 'evoplay', 'netent', 'novomatic', 'redtiger', 'spribe',
] as const;
export const LICENCE_BADGE_WIDTH_PX = 80;
export const LAUNCH_SCRIPT_DELAY_MS = 100;
/**
 * What the site posts to a game frame while a dialog the game must wait behind is open (the
 * reality check), and after it. A game honours it only from its parent window and the site's
 * origins; a game that ignores it keeps running behind the dialog, which still stops the player.
 */
export const GAME_FRAME_PAUSE = { command: 'vitrin:pause' } as const;
export const GAME_FRAME_RESUME = { command: 'vitrin:resume' } as const;
export const LANGUAGE_RELOAD_MS = 100;
export const FINGERPRINT_TIMEOUT_MS = 5000;
export const CHAT_FALLBACK_DELAY_MS = 5000;
export const SETTINGS_LINK_DELAY_MS = 1000;
export const POPUP_LABELLED_LANGUAGES = ['tr', 'en'] as const;
/**
 * The player's "reduce motion" setting (WCAG 2.3.3, 2.2.2): under it nothing moves on its own —
 * no autoplay, no marquee, no video playing by itself, transitions instant.
 */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
export const BREAKPOINTS = { mobile: 900, lg: 992, xl: 1200 } as const;
export const REQUIRED_FOOTER_CATEGORIES = ['Gambling', 'Policies', 'Footer', 'Quick Links'] as const;
export const LIVE_CASINO_FILTERS = ['All', 'Roulette', 'Blackjack', 'Poker', 'Baccarat', 'Dealer'] as const;
