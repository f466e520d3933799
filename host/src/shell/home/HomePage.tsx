import { useMemo } from 'react';
import { Slot, useChannel } from '@vitrin/shared';
import { marketingHeldUntil } from '../../member/responsible/marketingHold';
import { BannerCarousel } from '../carousel/BannerCarousel';
import { HOME_SLIDER_SLUG } from '../settings/settingKeys';
import { useShellT } from '../i18n/shellT';
import { useIdleReveal } from '../loading/useIdleReveal';
import { pageLoadingMark } from '../loading/pagePainted';
import './HomePage.css';

/** The casino widgets below the rails, in order, so below a phone's first screen; each is a named slot of the casino remote. */
const BELOW_FIRST_SCREEN = ['TopWinners', 'VideoBanner'] as const;

/**
 * While the casino's code loads, the rails' place is kept at a screen's height, so the widgets
 * below it (and the footer) are never in the first screen only to be pushed out of it
 * (those pushes scored 0.78 on Lighthouse's layout shift for `/` on a phone). The rails then show
 * their own skeleton until their games arrive.
 */
const RAILS_RESERVED = <div {...pageLoadingMark} aria-hidden className="vt-home-rails-reserved" />;

/**
 * The widgets below the rails, placed in an idle moment. Their own component, so the reveal
 * re-renders them only, not the page with its carousel (ADR 0068).
 */
function BelowFirstScreen() {
  const shown = useIdleReveal();
  if (!shown) return null;
  return BELOW_FIRST_SCREEN.map((name) => <Slot key={name} remote="casino" name={name} quiet fallback={null} />);
}

/** `/`: the banner carousel, then the casino's widgets (silent if casino is unavailable). */
export function HomePage() {
  const t = useShellT();
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
        <Slot remote="casino" name="HomeGameRails" quiet fallback={null} loading={RAILS_RESERVED} />
        <BelowFirstScreen />
      </div>
    </>
  );
}
