import { useMemo } from 'react';
import { Slot, useChannel } from '@vitrin/shared';
import { marketingHeldUntil } from '../../member/responsible/marketingHold';
import { BannerCarousel } from '../carousel/BannerCarousel';
import { HOME_SLIDER_SLUG } from '../settings/settingKeys';
import { useShellT } from '../i18n/shellT';
import { useIdleReveal } from '../loading/useIdleReveal';
import { pageLoadingMark } from '../loading/pagePainted';
import './HomePage.css';

/** The casino widgets of the home page, in order; each is a named slot of the casino remote. */
const HOME_SLOTS = ['HomeGameRails', 'TopWinners', 'VideoBanner'] as const;
/** The widgets below the rails, so below a phone's first screen: placed in an idle moment. */
const BELOW_FIRST_SCREEN = new Set<string>(['TopWinners', 'VideoBanner']);

/**
 * While the casino's code loads, the rails' place is kept at a screen's height, so the widgets
 * below it (and the footer) are never in the first screen only to be pushed out of it
 * (those pushes scored 0.78 on Lighthouse's layout shift for `/` on a phone). The rails then show
 * their own skeleton until their games arrive.
 */
const RAILS_RESERVED = <div {...pageLoadingMark} aria-hidden className="vt-home-rails-reserved" />;

/** `/`: the banner carousel, then the casino's widgets (silent if casino is unavailable). */
export function HomePage() {
  const t = useShellT();
  const belowShown = useIdleReveal();
  // Read again when the member changes: a break signs the member out right after it is kept.
  const { hasLogin } = useChannel('auth');
  const held = useMemo(() => marketingHeldUntil() !== null, [hasLogin]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <>
      {/* The page's one heading, for screen readers and search engines; the banners say the rest. */}
      <h1 style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', margin: 0 }}>
        {t('home.title')}
      </h1>
      {/* The banners are promotions: none during a break started in this browser. */}
      {!held && <BannerCarousel slug={HOME_SLIDER_SLUG} />}
      <div className="vt-home-widgets">
        {HOME_SLOTS.filter((name) => belowShown || !BELOW_FIRST_SCREEN.has(name)).map((name) => (
          <Slot key={name} remote="casino" name={name} quiet fallback={null} loading={name === 'HomeGameRails' ? RAILS_RESERVED : null} />
        ))}
      </div>
    </>
  );
}
