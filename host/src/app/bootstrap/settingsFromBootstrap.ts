import { type Bootstrap } from '@vitrin/contract';
import { type SiteSettings } from '@vitrin/shared';

/** Languages the front end can show when no bootstrap data says otherwise. */
export const DEFAULT_LANGUAGES = ['tr', 'en'];

/** Spec §9: only active site options are kept, with keys lower-cased. */
export function settingsFromBootstrap(bootstrap: Bootstrap): SiteSettings {
  const options: Record<string, string> = {};
  for (const option of bootstrap.siteOption) {
    if (option.status) options[option.key.toLowerCase()] = option.value ?? '';
  }
  const languages = bootstrap.language.map((l) => l.locale);
  return {
    options,
    domains: { current: bootstrap.domainStatus.current, next: bootstrap.domainStatus.next ?? '' },
    trialBonusAmount: bootstrap.trialBonusAmount,
    languages: languages.length > 0 ? languages : DEFAULT_LANGUAGES,
  };
}

/** Settings when neither the server nor storage has bootstrap data. */
export function defaultSettings(): SiteSettings {
  const host = typeof window !== 'undefined' ? window.location.host : '';
  return { options: {}, domains: { current: host, next: '' }, trialBonusAmount: 0, languages: [...DEFAULT_LANGUAGES] };
}

