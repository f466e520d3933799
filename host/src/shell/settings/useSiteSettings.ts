import { atom, useAtomValue } from 'jotai';
import { bus, channelAtom, type SiteSettings } from '@vitrin/shared';
import { bootstrapAtom } from './bootstrapAtom';
import { filterSiteOptions } from './filterSiteOptions';

/** The `settings` channel (the bus: remotes read it too) as an atom the shell derives from. */
const settingsChannelAtom = channelAtom(bus, 'settings');

/**
 * Site settings: the `settings` channel once the host publishes it; before that (or if it never
 * does), derived from the bootstrap data start-up settled on.
 */
const siteSettingsAtom = atom<SiteSettings>((get) => {
  const settings = get(settingsChannelAtom);
  if (settings) return settings;
  const bootstrap = get(bootstrapAtom);
  return {
    options: filterSiteOptions(bootstrap?.siteOption),
    domains: { current: bootstrap?.domainStatus.current ?? '', next: bootstrap?.domainStatus.next ?? '' },
    trialBonusAmount: 0,
    languages: ['tr', 'en'],
  };
});

export function useSiteSettings(): SiteSettings {
  return useAtomValue(siteSettingsAtom);
}
