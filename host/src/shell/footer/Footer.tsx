import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import type { IconProps } from '../icons/icons';
import Typography from '@mui/material/Typography';
import { bus } from '@vitrin/shared';
import { useShellT } from '../i18n/shellT';
import type { ShellKey } from '../i18n/shellDictionaries';
import { Logo } from '../header/Logo';
import { useBootstrap } from '../settings/useBootstrap';
import { useSiteSettings } from '../settings/useSiteSettings';
import { SETTING_KEYS, SOCIAL_SETTING_KEYS, type SocialNetwork } from '../settings/settingKeys';
import { SettingsLink } from '../settings/SettingsLink';
import { safeHttpUrl } from '../links/safeUrl';
import { telegramHref, whatsappHref } from '../links/contactLinks';
import { FacebookIcon, InstagramIcon, PhoneIcon, TelegramIcon, TwitterIcon, WhatsappIcon, YoutubeIcon } from '../icons/icons';
import { AdultsOnlyBadge, LicenceBadge } from './badges';
import { ShellButton } from '../buttons/ShellButton';
import { ShellIconButton } from '../buttons/ShellIconButton';
import { footerColumns } from './footerColumns';
import { ProviderSlider } from './ProviderSlider';
import './Footer.css';

const SOCIAL_ICONS: Record<SocialNetwork, ComponentType<IconProps>> = {
  facebook: FacebookIcon,
  twitter: TwitterIcon,
  instagram: InstagramIcon,
  youtube: YoutubeIcon,
  whatsapp: WhatsappIcon,
  telegram: TelegramIcon,
};
const SOCIAL_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook', twitter: 'X (Twitter)', instagram: 'Instagram', youtube: 'YouTube', whatsapp: 'WhatsApp', telegram: 'Telegram',
};

const RG_LINKS: readonly { to: string; label: ShellKey }[] = [
  { to: '/dashboard/limits', label: 'footer.rg.limits' },
  { to: '/dashboard/limits#limits-break-title', label: 'footer.rg.break' },
  { to: '/self-test', label: 'footer.rg.selfTest' },
];

function QuickContact() {
  const t = useShellT();
  const { options } = useSiteSettings();
  const contacts = [
    ...SETTING_KEYS.quickTelegram.map((key) => ({ key, value: options[key], href: options[key] ? telegramHref(options[key]) : null, Icon: TelegramIcon })),
    ...SETTING_KEYS.quickWhatsapp.map((key) => ({ key, value: options[key], href: options[key] ? whatsappHref(options[key]) : null, Icon: WhatsappIcon })),
  ].filter((contact) => contact.value && contact.href);
  return (
    <div>
      <h2 className="vt-footer-heading">{t('footer.quickContact')}</h2>
      <ul className="vt-footer-list" data-testid="quick-contact">
        {contacts.map(({ key, value, href, Icon }) => (
          <li key={key}>
            <Link href={href ?? undefined} target="_blank" rel="noopener noreferrer" underline="hover" color="text.secondary" className="vt-footer-link vt-footer-contact" data-contact={key}>
              <Icon />
              {value}
            </Link>
          </li>
        ))}
      </ul>
      <ShellButton variant="outlined" startIcon={<PhoneIcon />} className="vt-footer-callrequest" onClick={() => bus.emit('callrequest/open', {})} data-testid="footer-callrequest">
        {t('footer.callRequest')}
      </ShellButton>
    </div>
  );
}

function SocialIcons() {
  const t = useShellT();
  const { options } = useSiteSettings();
  const links = SOCIAL_SETTING_KEYS.flatMap(({ network, key }) => {
    const href = safeHttpUrl(options[key]);
    return href ? [{ network, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul aria-label={t('footer.social')} className="vt-footer-social" data-testid="footer-social">
      {links.map(({ network, href }) => {
        const Icon = SOCIAL_ICONS[network];
        return (
          <li key={network}>
            <ShellIconButton href={href} target="_blank" rel="noopener noreferrer" aria-label={`${SOCIAL_NAMES[network]} ${t('header.newTab')}`} data-social={network}>
              <Icon />
            </ShellIconButton>
          </li>
        );
      })}
    </ul>
  );
}

/** The site footer (spec §2): columns, contacts, providers, responsible gambling and licence. */
export function Footer() {
  const t = useShellT();
  const columns = footerColumns(useBootstrap()?.categoryList ?? []);
  const year = new Date().getFullYear();

  return (
    // Rendered only near the screen, holding its measured height until then (Footer.css; ADR 0014).
    <footer data-testid="site-footer" className="vt-footer">
      <div className="vt-footer-inner">
        <nav aria-label={t('footer.nav')} className="vt-footer-columns">
          {columns.map((column) => (
            <div key={column.id} data-footer-column={column.id}>
              <h2 className="vt-footer-heading">{t(column.title)}</h2>
              <ul className="vt-footer-list">
                {column.links.map((link) => (
                  <li key={`${column.id}-${link.to}`}>
                    <Link component={RouterLink} to={link.to} underline="hover" color="text.secondary" className="vt-footer-link">
                      {typeof link.label === 'string' ? link.label : t(link.label.key)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <div className="vt-footer-middle">
          <QuickContact />
          <div data-testid="responsible-gambling">
            <div className="vt-footer-warning">
              <AdultsOnlyBadge label={t('footer.adultsOnly')} />
              <Typography variant="body2">{t('footer.responsible')}</Typography>
            </div>
            {/* The responsible-gambling tools on every page, one tap away (a guest signs in first). */}
            <ul aria-label={t('footer.rg.nav')} data-testid="footer-rg" className="vt-footer-rg">
              {RG_LINKS.map(({ to, label }) => (
                <li key={to}>
                  <Link component={RouterLink} to={to} underline="always" color="text.secondary" className="vt-footer-link">{t(label)}</Link>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <div className="vt-footer-providers">
          <ProviderSlider />
        </div>

        <div className="vt-footer-bottom">
          <div className="vt-footer-brand">
            <Logo linked={false} />
            <SocialIcons />
          </div>
          <div className="vt-footer-licence">
            <SettingsLink settingKey="license-url" label={t('footer.licenceBadge')}>
              <LicenceBadge label={t('footer.licenceBadge')} />
            </SettingsLink>
            <Typography variant="caption" data-testid="licence-text">{t('footer.license')}</Typography>
          </div>
        </div>
        <Typography variant="caption" component="p" className="vt-footer-copyright" data-testid="copyright">
          © {year} Vitrin. {t('footer.rights')}
        </Typography>
      </div>
    </footer>
  );
}
