import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { bus } from '@vitrin/shared';
import { useShellT } from '../i18n/shellT';
import type { ShellKey } from '../i18n/shellDictionaries';
import { Logo } from '../header/Logo';
import { useBootstrap } from '../settings/useBootstrap';
import { useSiteSettings } from '../settings/useSiteSettings';
import { SETTING_KEYS, SOCIAL_SETTING_KEYS, type SocialNetwork } from '../settings/settingKeys';
import { TOUCH_TARGET_PX } from '../../member/ui/touchTarget';
import { SettingsLink } from '../settings/SettingsLink';
import { safeHttpUrl } from '../links/safeUrl';
import { telegramHref, whatsappHref } from '../links/contactLinks';
import { FacebookIcon, InstagramIcon, PhoneIcon, TelegramIcon, TwitterIcon, WhatsappIcon, YoutubeIcon } from '../icons/icons';
import { AdultsOnlyBadge, LicenceBadge } from './badges';
import { footerColumns } from './footerColumns';
import { ProviderSlider } from './ProviderSlider';

/** Touch screens: each footer link a row a finger can hit (44 px, WCAG 2.5.5), not a 16 px line. */
const COARSE = '@media (pointer: coarse)';
const FINGER_ROW = { display: 'flex', alignItems: 'center', minHeight: TOUCH_TARGET_PX } as const;

const SOCIAL_ICONS: Record<SocialNetwork, ComponentType<SvgIconProps>> = {
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

const headingSx = { fontSize: 14, fontWeight: 700, color: 'primary.main', mb: 1.25, textTransform: 'uppercase', letterSpacing: 0.5 } as const;

function QuickContact() {
  const t = useShellT();
  const { options } = useSiteSettings();
  const contacts = [
    ...SETTING_KEYS.quickTelegram.map((key) => ({ key, value: options[key], href: options[key] ? telegramHref(options[key]) : null, Icon: TelegramIcon })),
    ...SETTING_KEYS.quickWhatsapp.map((key) => ({ key, value: options[key], href: options[key] ? whatsappHref(options[key]) : null, Icon: WhatsappIcon })),
  ].filter((contact) => contact.value && contact.href);
  return (
    <Box>
      <Typography component="h2" sx={headingSx}>{t('footer.quickContact')}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75, [COARSE]: { gap: 0 } }} data-testid="quick-contact">
        {contacts.map(({ key, value, href, Icon }) => (
          <li key={key}>
            <Link href={href ?? undefined} target="_blank" rel="noopener noreferrer" underline="hover" color="text.secondary" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontSize: 14, [COARSE]: FINGER_ROW }} data-contact={key}>
              <Icon sx={{ fontSize: 18 }} />
              {value}
            </Link>
          </li>
        ))}
      </Box>
      <Button variant="outlined" startIcon={<PhoneIcon />} sx={{ mt: 1.5 }} onClick={() => bus.emit('callrequest/open', {})} data-testid="footer-callrequest">
        {t('footer.callRequest')}
      </Button>
    </Box>
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
    <Box component="ul" aria-label={t('footer.social')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', gap: 0.5, flexWrap: 'wrap' }} data-testid="footer-social">
      {links.map(({ network, href }) => {
        const Icon = SOCIAL_ICONS[network];
        return (
          <li key={network}>
            <IconButton component="a" href={href} target="_blank" rel="noopener noreferrer" aria-label={`${SOCIAL_NAMES[network]} ${t('header.newTab')}`} data-social={network} sx={{ color: 'text.secondary', '&:hover': { color: 'primary.main' } }}>
              <Icon />
            </IconButton>
          </li>
        );
      })}
    </Box>
  );
}

/**
 * The footer is rendered only near the screen (`content-visibility: auto`; ADR 0014): on a
 * long lobby page, every scroll step past Chrome's repaint distance recorded it again with the
 * page, though it shows only at the bottom (traced 15-page walks at 4× CPU, three pairs run in
 * turn: paint −11 %, frame time −7 %). Until its first render it holds its measured height (phone
 * 1,273 px, tablet 1,076, desktop 686), then the height it last had.
 */
const FOOTER_SX = {
  mt: 6,
  bgcolor: 'background.paper',
  borderTop: 1,
  borderColor: 'divider',
  color: 'text.secondary',
  contentVisibility: 'auto',
  containIntrinsicSize: { xs: 'auto 1270px', sm: 'auto 1080px', lg: 'auto 690px' },
} as const;

/** The site footer (spec §2): columns, contacts, providers, responsible gambling and licence. */
export function Footer() {
  const t = useShellT();
  const columns = footerColumns(useBootstrap()?.categoryList ?? []);
  const year = new Date().getFullYear();

  return (
    <Box component="footer" data-testid="site-footer" sx={FOOTER_SX}>
      <Box sx={{ maxWidth: 1440, mx: 'auto', px: { xs: 2, md: 3 }, py: 4 }}>
        <Box component="nav" aria-label={t('footer.nav')} sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(7, minmax(0, 1fr))' } }}>
          {columns.map((column) => (
            <Box key={column.id} data-footer-column={column.id}>
              <Typography component="h2" sx={headingSx}>{t(column.title)}</Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75, [COARSE]: { gap: 0 } }}>
                {column.links.map((link) => (
                  <li key={`${column.id}-${link.to}`}>
                    <Link component={RouterLink} to={link.to} underline="hover" color="text.secondary" sx={{ fontSize: 14, [COARSE]: FINGER_ROW }}>
                      {typeof link.label === 'string' ? link.label : t(link.label.key)}
                    </Link>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Box>

        <Box sx={{ mt: 4, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
          <QuickContact />
          <Box data-testid="responsible-gambling">
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <AdultsOnlyBadge label={t('footer.adultsOnly')} />
              <Typography variant="body2">{t('footer.responsible')}</Typography>
            </Box>
            {/* The responsible-gambling tools on every page, one tap away (a guest signs in first). */}
            <Box component="ul" aria-label={t('footer.rg.nav')} data-testid="footer-rg" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
              {RG_LINKS.map(({ to, label }) => (
                <li key={to}>
                  <Link component={RouterLink} to={to} underline="always" color="text.secondary" sx={{ fontSize: 14, [COARSE]: FINGER_ROW }}>{t(label)}</Link>
                </li>
              ))}
            </Box>
          </Box>
        </Box>

        <Box sx={{ mt: 4, borderTop: 1, borderBottom: 1, borderColor: 'divider' }}>
          <ProviderSlider />
        </Box>

        <Box sx={{ mt: 3, display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, alignItems: { xs: 'flex-start', md: 'center' }, justifyContent: 'space-between' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Logo linked={false} height={26} />
            <SocialIcons />
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, maxWidth: 640 }}>
            <SettingsLink settingKey="license-url" label={t('footer.licenceBadge')}>
              <LicenceBadge label={t('footer.licenceBadge')} />
            </SettingsLink>
            <Typography variant="caption" data-testid="licence-text">{t('footer.license')}</Typography>
          </Box>
        </Box>
        <Typography variant="caption" component="p" sx={{ mt: 2 }} data-testid="copyright">
          © {year} Vitrin. {t('footer.rights')}
        </Typography>
      </Box>
    </Box>
  );
}
