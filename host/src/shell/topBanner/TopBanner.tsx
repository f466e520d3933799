import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { TOP_BANNER } from '@vitrin/contract';
import { useSiteSettings } from '../settings/useSiteSettings';
import { useShellT } from '../i18n/shellT';
import { CloseIcon } from '../icons/icons';
import { TOP_BANNER_BODY_CLASS, checkTopBanner, markTopBannerRead } from './topBannerState';
import { usePathname } from '../navigation/pathname';
import { ShellIconButton } from '../buttons/ShellIconButton';
import './TopBanner.css';

/** The 30 px scrolling notice about the current and next domains (spec §2, §4). */
export function TopBanner() {
  const t = useShellT();
  const pathname = usePathname();
  const { domains } = useSiteSettings();
  const [open, setOpen] = useState(() => checkTopBanner(pathname));
  const [closing, setClosing] = useState(false);

  useEffect(() => {
    setOpen(checkTopBanner(pathname));
    setClosing(false);
  }, [pathname]);

  const visible = open && Boolean(domains.current);
  useEffect(() => {
    document.body.classList.toggle(TOP_BANNER_BODY_CLASS, visible);
    return () => document.body.classList.remove(TOP_BANNER_BODY_CLASS);
  }, [visible]);

  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => {
      setOpen(false);
      setClosing(false);
    }, TOP_BANNER.hideDelayMs);
    return () => clearTimeout(timer);
  }, [closing]);

  if (!visible) return null;
  const text = domains.next
    ? t('topBanner.text', { current: domains.current, next: domains.next })
    : t('topBanner.textCurrentOnly', { current: domains.current });

  return (
    <Box
      component="aside"
      aria-label={text}
      data-testid="top-banner"
      sx={{
        height: closing ? 0 : TOP_BANNER.heightPx,
        opacity: closing ? 0 : 1,
        transition: `height ${TOP_BANNER.hideDelayMs}ms ease, opacity ${TOP_BANNER.hideDelayMs}ms ease`,
        overflow: 'hidden',
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: 13,
        fontWeight: 600,
      }}
    >
      <Box sx={{ flex: 1, overflow: 'hidden', whiteSpace: 'nowrap' }}>
        <Box
          component="span"
          aria-hidden
          sx={{
            display: 'inline-block',
            pl: '100%',
            animation: `vitrin-marquee ${TOP_BANNER.scrollCycleS}s linear infinite`,
            '@keyframes vitrin-marquee': { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-100%)' } },
            // Still for reduced motion, and readable: the whole text in up to two lines of the
            // 30 px bar (a phone's width holds it), not one line cut at the bar's end.
            '@media (prefers-reduced-motion: reduce)': {
              animation: 'none', pl: 1.5, whiteSpace: 'normal', fontSize: 11, lineHeight: 1.2,
              display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 2, overflow: 'hidden',
            },
          }}
        >
          {text}
        </Box>
      </Box>
      <ShellIconButton
        size="small"
        color="inherit"
        aria-label={t('topBanner.close')}
        onClick={() => {
          markTopBannerRead();
          setClosing(true);
        }}
        className="vt-top-banner-close"
      >
        <CloseIcon className="vt-icon-banner-close" />
      </ShellIconButton>
    </Box>
  );
}
