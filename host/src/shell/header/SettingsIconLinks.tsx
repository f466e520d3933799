import type { ComponentType } from 'react';
import type { IconProps } from '../icons/icons';
import { useSiteSettings } from '../settings/useSiteSettings';
import { SETTING_KEYS } from '../settings/settingKeys';
import { safeHttpUrl } from '../links/safeUrl';
import { useShellT } from '../i18n/shellT';
import type { ShellKey } from '../i18n/shellDictionaries';
import { LiveTvIcon, TelegramIcon, WhatsappIcon } from '../icons/icons';
import { ShellTooltip } from '../tooltip/ShellTooltip';
import { ShellIconButton } from '../buttons/ShellIconButton';

const LINKS: readonly { key: string; label: ShellKey; icon: ComponentType<IconProps> }[] = [
  { key: SETTING_KEYS.headerTelegram, label: 'header.telegram', icon: TelegramIcon },
  { key: SETTING_KEYS.headerWhatsapp, label: 'header.whatsapp', icon: WhatsappIcon },
  { key: SETTING_KEYS.headerLiveTv, label: 'header.liveTv', icon: LiveTvIcon },
];

/** The two messaging apps and the live TV stream, shown only when their setting is active. */
export function SettingsIconLinks({ size = 'medium' }: { size?: 'small' | 'medium' }) {
  const t = useShellT();
  const { options } = useSiteSettings();
  return (
    <>
      {LINKS.map(({ key, label, icon: Icon }) => {
        const href = safeHttpUrl(options[key]);
        if (!href) return null;
        const name = `${t(label)} ${t('header.newTab')}`;
        return (
          <ShellTooltip key={key} title={t(label)}>
            <ShellIconButton href={href} target="_blank" rel="noopener noreferrer" aria-label={name} size={size} data-setting-link={key}>
              <Icon fontSize={size === 'small' ? 'small' : 'medium'} />
            </ShellIconButton>
          </ShellTooltip>
        );
      })}
    </>
  );
}
