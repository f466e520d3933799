/** Local storage keys of spec §3. Only the host writes the auth keys; everyone may read them. */
export const STORAGE_KEYS = {
  token: 'token',
  username: 'username',
  usercode: 'usercode',
  phone: 'phone',
  smsVerified: 'smsVerified',
  balance: 'balance',
  betsyCid: 'betsyCid',
  betsyUrl: 'betsyUrl',
  betsyToken: 'betsyToken',
  betcoToken: 'betcoToken',
  betcoUrl: 'betcoUrl',
  fingerprint: 'fingerprint',
  bootstrap: 'bootstrap',
  lang: 'lang',
  topNotifyRead: 'topNotifyRead',
  popupHash: 'popupHash',
  favorites: 'favorites',
  remoteOverridePrefix: 'vitrin:remote-override:',
  referral: 'vitrin:referral',
  /** This browser's canary bucket, 0–99, drawn once: it gets a remote's canary while bucket < percent. */
  canaryBucket: 'vitrin:canary-bucket',
  /**
   * When the break (time-out or self-exclusion) started in this browser ends (ISO, UTC): until
   * then the site shows it no marketing (popup, promotion banners and cards). Kept after sign-out.
   */
  breakUntil: 'vitrin:break-until',
} as const;

/** The auth keys of spec §3 that logout clears. */
export const AUTH_STORAGE_KEYS = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.username,
  STORAGE_KEYS.usercode,
  STORAGE_KEYS.phone,
  STORAGE_KEYS.smsVerified,
  STORAGE_KEYS.balance,
  STORAGE_KEYS.betsyCid,
  STORAGE_KEYS.betsyUrl,
  STORAGE_KEYS.betsyToken,
  STORAGE_KEYS.betcoToken,
  STORAGE_KEYS.betcoUrl,
] as const;
