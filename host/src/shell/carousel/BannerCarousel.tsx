import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useKeenSlider } from 'keen-slider/react';
import { BANNER_CAROUSEL } from '@vitrin/contract';
import { useBootstrap } from '../settings/useBootstrap';
import { useShellT } from '../i18n/shellT';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import { ShellIconButton } from '../buttons/ShellIconButton';
import { isExternalUrl } from '../links/safeUrl';
import { useReducedMotion } from '../../member/ui/reducedMotion';
import { autoplayPlugin } from './autoplayPlugin';
import { slidesForSlug, type CarouselSlide } from './slidesForSlug';
import 'keen-slider/keen-slider.min.css';
import './BannerCarousel.css';

const [BP_MEDIUM, BP_LARGE] = BANNER_CAROUSEL.imageBreakpointsPx;

function SlideImage({ slide, index, total, label }: { slide: CarouselSlide; index: number; total: number; label: string }) {
  const [small, medium, large] = slide.sources;
  return (
    <picture>
      <source media={`(min-width: ${BP_LARGE}px)`} srcSet={large} />
      <source media={`(min-width: ${BP_MEDIUM}px)`} srcSet={medium} />
      <img
        src={small}
        alt={slide.href ? '' : label}
        width={800}
        height={400}
        loading={index === 0 ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : 'auto'}
        decoding={index === 0 ? 'sync' : 'async'}
        draggable={false}
        data-slide-index={index}
        data-slide-total={total}
        style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </picture>
  );
}

function SlideLink({ slide, label, children }: { slide: CarouselSlide; label: string; children: React.ReactNode }) {
  if (!slide.href) return <>{children}</>;
  const style = { display: 'block', width: '100%', height: '100%' };
  if (isExternalUrl(slide.href) || slide.target === '_blank') {
    return (
      <a href={slide.href} target={slide.target} rel={slide.target === '_blank' ? 'noopener noreferrer' : undefined} aria-label={label} style={style}>
        {children}
      </a>
    );
  }
  return (
    <RouterLink to={slide.href} aria-label={label} style={style}>
      {children}
    </RouterLink>
  );
}

/**
 * Gives keen-slider its frame after the page's first frame, not in React's commit: creating the
 * slider reads the layout (the frame's and each slide's size), which in the shell's first commit
 * forced the whole new page's layout inside the longest task of the load (ADR 0068). Until then
 * the slides are a row that does not shrink (BannerCarousel.css), the first one in view: the
 * slider takes them over where they already are.
 */
function useSliderAfterFirstFrame(frameRef: RefObject<HTMLDivElement | null>, attach: (frame: HTMLDivElement | null) => void) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A timer from the next animation frame runs after that frame is painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (frameRef.current) attach(frameRef.current);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      attach(null);
    };
  }, [frameRef, attach]);
}

/** The home banner carousel on keen-slider with the spec's autoplay, gap, arrows and dots. */
export function BannerCarousel({ slug }: { slug: string }) {
  const t = useShellT();
  const sliderList = useBootstrap()?.sliderList;
  const slides = useMemo(() => slidesForSlug(sliderList ?? [], slug), [sliderList, slug]);
  const [current, setCurrent] = useState(0);
  const reducedMotion = useReducedMotion();
  const frameRef = useRef<HTMLDivElement>(null);
  // useKeenSlider's ref callback makes the slider for the element it is given (and destroys it for null).
  const [attachSlider, instanceRef] = useKeenSlider<HTMLDivElement>(
    {
      loop: BANNER_CAROUSEL.loop,
      // Under reduced motion an arrow or a dot shows its slide at once (one frame, not 500 ms:
      // keen-slider's bookkeeping of the target slide divides by the duration).
      ...(reducedMotion ? { defaultAnimation: { duration: 1 } } : {}),
      slides: { perView: BANNER_CAROUSEL.perView, spacing: BANNER_CAROUSEL.gapPx },
      slideChanged: (slider) => setCurrent(slider.track.details.rel),
    },
    [autoplayPlugin(BANNER_CAROUSEL.autoplayMs)],
  );
  useSliderAfterFirstFrame(frameRef, attachSlider);

  // Spec §4: when the slides of the slug change the carousel refreshes after 100 ms.
  useEffect(() => {
    const timer = setTimeout(() => {
      instanceRef.current?.update();
      setCurrent(instanceRef.current?.track.details?.rel ?? 0);
    }, BANNER_CAROUSEL.refreshMs);
    return () => clearTimeout(timer);
  }, [slides, slug, instanceRef]);

  const loaded = slides.length > 0;
  const count = loaded ? slides.length : BANNER_CAROUSEL.placeholders;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      aria-busy={!loaded}
      data-testid="banner-carousel"
      className="vt-carousel"
    >
      {/* The frame keeps the images' own ratio per size (BannerCarousel.css): nothing below shifts. */}
      <div ref={frameRef} className="keen-slider vt-carousel-frame">
        {loaded
          ? slides.map((slide, index) => {
              const label = t('carousel.slide', { n: index + 1, total: slides.length });
              return (
                <div
                  key={slide.key}
                  className="keen-slider__slide"
                  role="group"
                  aria-roledescription="slide"
                  aria-label={label}
                  aria-hidden={index !== current}
                  inert={index !== current ? true : undefined}
                  data-testid="carousel-slide"
                >
                  <SlideLink slide={slide} label={label}>
                    <SlideImage slide={slide} index={index} total={slides.length} label={label} />
                  </SlideLink>
                </div>
              );
            })
          : Array.from({ length: BANNER_CAROUSEL.placeholders }, (_, index) => (
              <div key={`placeholder-${index}`} className="keen-slider__slide vt-carousel-placeholder" aria-hidden data-testid="carousel-placeholder" />
            ))}
      </div>
      {!loaded && <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t('carousel.loading')}</span>}
      {loaded && count > 1 && (
        <>
          <ShellIconButton
            aria-label={t('carousel.previous')}
            onClick={() => instanceRef.current?.prev()}
            disabled={current === 0}
            className="vt-carousel-arrow vt-carousel-arrow-left"
          >
            <ChevronLeftIcon />
          </ShellIconButton>
          <ShellIconButton
            aria-label={t('carousel.next')}
            onClick={() => instanceRef.current?.next()}
            disabled={current >= count - 1}
            className="vt-carousel-arrow vt-carousel-arrow-right"
          >
            <ChevronRightIcon />
          </ShellIconButton>
          <div className="vt-carousel-dots">
            {slides.map((slide, index) => (
              <button
                key={slide.key}
                type="button"
                className="vt-carousel-dot"
                aria-label={t('carousel.goTo', { n: index + 1 })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => instanceRef.current?.moveToIdx(index)}
                data-testid="carousel-dot"
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
