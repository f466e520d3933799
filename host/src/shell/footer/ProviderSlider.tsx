import { useKeenSlider } from 'keen-slider/react';
import { BREAKPOINTS, PROVIDER_SLIDER } from '@vitrin/contract';
import { autoplayPlugin } from '../carousel/autoplayPlugin';
import 'keen-slider/keen-slider.min.css';
import { useShellT } from '../i18n/shellT';
import { PROVIDER_LOGOS } from './providers';
import { useInView } from './useInView';

const LOGO_HEIGHT = 40;

function Track() {
  const [sliderRef] = useKeenSlider<HTMLDivElement>(
    {
      loop: true,
      slides: { perView: PROVIDER_SLIDER.perViewBelow992, spacing: 12 },
      breakpoints: {
        [`(min-width: ${BREAKPOINTS.lg}px)`]: { slides: { perView: PROVIDER_SLIDER.perViewFrom992, spacing: 16 } },
      },
    },
    // Spec §4: autoplay starts 500 ms after the slider is shown.
    [autoplayPlugin(PROVIDER_SLIDER.autoplayMs, PROVIDER_SLIDER.startDelayMs)],
  );
  return (
    <div ref={sliderRef} className="keen-slider" data-testid="provider-slider-track">
      {PROVIDER_LOGOS.map((logo) => (
        <div key={logo.id} className="keen-slider__slide vt-provider-slide" data-provider={logo.id}>
          <img src={logo.src} alt={logo.name} width={120} height={LOGO_HEIGHT} loading="lazy" decoding="async" draggable={false} style={{ maxWidth: '100%', height: LOGO_HEIGHT, objectFit: 'contain', opacity: 0.85 }} />
        </div>
      ))}
    </div>
  );
}

/** The provider logo slider: built only when it scrolls into view, so it costs nothing above the fold. */
export function ProviderSlider() {
  const t = useShellT();
  const [ref, shown] = useInView<HTMLDivElement>('100px');
  return (
    // At its slides' height before it is built (Footer.css), so nothing moves when it is.
    <section ref={ref} aria-label={t('footer.providers')} data-testid="provider-slider" className="vt-provider-slider">
      {shown && <Track />}
    </section>
  );
}
