import { useEffect, useState, type ReactNode } from 'react';
import { SETTINGS_LINK_DELAY_MS } from '@vitrin/contract';
import { safeHttpUrl } from '../links/safeUrl';
import { useSiteSettings } from './useSiteSettings';

interface SettingsLinkProps {
  settingKey: string;
  children: ReactNode;
  /** Turns the setting's value into a URL (e.g. a Telegram handle); http(s) only in the end. */
  toHref?: (value: string) => string | null;
  className?: string;
  label?: string;
}

/**
 * The site-settings link directive of the original site: its content becomes a new-tab link to
 * the URL in a site setting, 1000 ms after it mounts (spec §9); without a usable value it stays text.
 */
export function SettingsLink({ settingKey, children, toHref = safeHttpUrl, className, label }: SettingsLinkProps) {
  const { options } = useSiteSettings();
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setArmed(true), SETTINGS_LINK_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const value = options[settingKey.toLowerCase()];
  const raw = armed && value ? toHref(value) : null;
  const href = raw ? safeHttpUrl(raw) : null;
  if (!href) return <span className={className}>{children}</span>;
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer" aria-label={label} data-setting-link={settingKey}>
      {children}
    </a>
  );
}
