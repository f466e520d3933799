import { useMemo } from 'react';
import { useChannel, type SiteSettings } from '@vitrin/shared';
import { filterSiteOptions } from './filterSiteOptions';
import { readBootstrap } from './readBootstrap';

/**
 * Site settings from the `settings` channel. Before the host publishes them (or if it never does),
 * they are derived from the stored bootstrap so a returning visitor sees the icons at once.
 */
export function useSiteSettings(): SiteSettings {
  const settings = useChannel('settings');
  return useMemo(() => {
    if (settings) return settings;
    const bootstrap = readBootstrap();
    return {
      options: filterSiteOptions(bootstrap.siteOption),
      domains: { current: bootstrap.domainStatus?.current ?? '', next: bootstrap.domainStatus?.next ?? '' },
      trialBonusAmount: 0,
      languages: ['tr', 'en'],
    };
  }, [settings]);
}
