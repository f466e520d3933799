import type { ToastKind } from '@vitrin/contract';
import type { Game } from '@vitrin/contract';

/** What the host publishes about the signed-in player (spec §3 auth state). */
export interface AuthState {
  hasLogin: boolean;
  username: string;
  usercode: string;
  /** The bearer token; remotes never write it, the API client reads it from storage. */
  token: string | null;
}

export type Language = string;

export interface SiteSettings {
  /** Active site options only, keys lower-cased (spec §9). */
  options: Record<string, string>;
  domains: { current: string; next: string };
  trialBonusAmount: number;
  languages: string[];
}

export type HubStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting' | 'disconnecting';

export interface HubMessage {
  command: string;
  message: string;
}

/**
 * Every bus event: name → payload. Commands ask (any package may emit; one package answers),
 * facts tell (only their writer emits). Each is documented in shared/README.md.
 */
export interface BusEvents {
  // commands
  'auth/login-requested': { returnTo?: string };
  'auth/register-requested': Record<string, never>;
  'auth/logout-requested': Record<string, never>;
  'toast/show': { type: ToastKind; message: string; id?: string | number };
  'payments/open': { kind: 'deposit' | 'withdraw'; id: number; type: number; title: string };
  'payments/open-deposit-modal': Record<string, never>;
  'game/open': { game: Game };
  'game/search-open': { search: string; live: boolean };
  'callrequest/open': Record<string, never>;
  'livechat/open': Record<string, never>;
  'profile-panel/toggle': Record<string, never>;
  'notifications/open': Record<string, never>;
  /** Fetch the balance now (a sportsbook frame said it changed); the host's poller answers. */
  'balance/refresh-requested': Record<string, never>;
  /** Close the game and leave play (the reality check's Stop playing); the casino answers. */
  'play/stop': Record<string, never>;
  // facts
  /** `until`: when a break the member just started ends (ISO, UTC), so the host holds marketing back. */
  'auth/unauthorized': { path: string; until?: string };
  'auth/changed': AuthState;
  'hub/message': HubMessage;
  'favorites/changed': { codes: string[] };
  'remote/failed': { remote: string; reason: string };
  /** The member changed a limit or the reality check's interval; the host reads them again. */
  'responsible/changed': Record<string, never>;
}

/** State channels replay their latest value to late subscribers. */
export interface BusChannels {
  auth: AuthState;
  balance: number | null;
  language: Language;
  settings: SiteSettings | null;
  /** Server translations for the active language (translationList), key → text. */
  translations: Record<string, string>;
  hubStatus: HubStatus;
  /** True while a dialog the games must wait behind is open (the reality check); games pause. */
  gamesPaused: boolean;
}

export const INITIAL_CHANNELS: BusChannels = {
  auth: { hasLogin: false, username: '', usercode: '', token: null },
  balance: null,
  language: 'tr',
  settings: null,
  translations: {},
  hubStatus: 'disconnected',
  gamesPaused: false,
};
