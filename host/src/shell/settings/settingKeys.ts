/**
 * Site-setting keys the shell reads (lower-cased, as published on the `settings` channel; the
 * sandbox seeds every one of them). A missing or inactive key hides what it drives.
 */
export const SETTING_KEYS = {
  headerTelegram: 'telegram',
  headerWhatsapp: 'whatsapp',
  headerLiveTv: 'livetv',
  quickTelegram: ['quick-telegram-1', 'quick-telegram-2'],
  quickWhatsapp: ['quick-whatsapp-1', 'quick-whatsapp-2', 'quick-whatsapp-3', 'quick-whatsapp-4'],
  chatSiteId: 'chat-site-id',
  chatDivId: 'chat-div-id',
  chatScriptUrl: 'chat-script-url',
} as const;

/** Footer social icons, in the spec's order, each with the setting key that holds its URL. */
export const SOCIAL_SETTING_KEYS = [
  { network: 'facebook', key: 'facebook' },
  { network: 'twitter', key: 'twitter' },
  { network: 'instagram', key: 'instagram' },
  { network: 'youtube', key: 'youtube' },
  { network: 'whatsapp', key: 'social-whatsapp' },
  { network: 'telegram', key: 'social-telegram' },
] as const;
export type SocialNetwork = (typeof SOCIAL_SETTING_KEYS)[number]['network'];

/** The home banner carousel shows the slides of this slug. */
export const HOME_SLIDER_SLUG = 'home';
