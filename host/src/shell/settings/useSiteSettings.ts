import { useMemo } from 'react';
import { useChannel, type SiteSettings } from '@vitrin/shared';
import { filterSiteOptions } from './filterSiteOptions';
import { useBootstrap } from './useBootstrap';

/**
 * Site settings from the `settings` channel. Before the host publishes them (or if it never does),
 * they are derived from the bootstrap data start-up settled on.
 */
export function useSiteSettings(): SiteSettings {
  const settings = useChannel('settings');
  const bootstrap = useBootstrap();
  return useMemo(() => {
    if (settings) return settings;
    return {
      options: filterSiteOptions(bootstrap?.siteOption),
      domains: { current: bootstrap?.domainStatus.current ?? '', next: bootstrap?.domainStatus.next ?? '' },
      trialBonusAmount: 0,
      languages: ['tr', 'en'],
    };
  }, [settings, bootstrap]);
}
