import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useKeenSlider } from 'keen-slider/react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { BANNER_CAROUSEL } from '@vitrin/contract';
import { useBootstrap } from '../settings/useBootstrap';
import { useShellT } from '../i18n/shellT';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import { isExternalUrl } from '../links/safeUrl';
import { autoplayPlugin } from './autoplayPlugin';
import { keenSliderSx } from './keenStyles';
import { slidesForSlug, type CarouselSlide } from './slidesForSlug';

const [BP_MEDIUM, BP_LARGE] = BANNER_CAROUSEL.imageBreakpointsPx;

/** Space is reserved at the images' own ratio per size, so nothing below shifts when they load. */
const frameSx = { aspectRatio: { xs: '2 / 1', lg: '3 / 1', xl: '1920 / 500' }, borderRadius: { xs: 0, md: 2 }, overflow: 'hidden' } as const;

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

/** The home banner carousel on keen-slider with the spec's autoplay, gap, arrows and dots. */
export function BannerCarousel({ slug }: { slug: string }) {
  const t = useShellT();
  const sliderList = useBootstrap()?.sliderList;
  const slides = useMemo(() => slidesForSlug(sliderList ?? [], slug), [sliderList, slug]);
  const [current, setCurrent] = useState(0);
  const [sliderRef, instanceRef] = useKeenSlider<HTMLDivElement>(
    {
      loop: BANNER_CAROUSEL.loop,
      slides: { perView: BANNER_CAROUSEL.perView, spacing: BANNER_CAROUSEL.gapPx },
      slideChanged: (slider) => setCurrent(slider.track.details.rel),
    },
    [autoplayPlugin(BANNER_CAROUSEL.autoplayMs)],
  );

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
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      aria-busy={!loaded}
      data-testid="banner-carousel"
      sx={{ position: 'relative', maxWidth: 1440, mx: 'auto', px: { xs: 0, md: 2 }, pt: { xs: 0, md: 2 } }}
    >
      <Box ref={sliderRef} className="keen-slider" sx={{ ...keenSliderSx, ...frameSx }}>
        {loaded
          ? slides.map((slide, index) => {
              const label = t('carousel.slide', { n: index + 1, total: slides.length });
              return (
                <Box
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
                </Box>
              );
            })
          : Array.from({ length: BANNER_CAROUSEL.placeholders }, (_, index) => (
              <Box
                key={`placeholder-${index}`}
                className="keen-slider__slide"
                aria-hidden
                data-testid="carousel-placeholder"
                sx={{ background: 'linear-gradient(100deg, #141a2a 30%, #1c2439 50%, #141a2a 70%)', backgroundSize: '300% 100%', animation: 'vitrin-shimmer 1.6s linear infinite', '@keyframes vitrin-shimmer': { from: { backgroundPosition: '100% 0' }, to: { backgroundPosition: '-100% 0' } } }}
              />
            ))}
      </Box>
      {!loaded && <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t('carousel.loading')}</span>}
      {loaded && count > 1 && (
        <>
          <IconButton
            aria-label={t('carousel.previous')}
            onClick={() => instanceRef.current?.prev()}
            disabled={current === 0}
            sx={arrowSx('left')}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label={t('carousel.next')}
            onClick={() => instanceRef.current?.next()}
            disabled={current >= count - 1}
            sx={arrowSx('right')}
          >
            <ChevronRightIcon />
          </IconButton>
          <Box sx={{ display: 'flex', justifyContent: 'center', gap: 0.5, py: 0.75 }}>
            {slides.map((slide, index) => (
              <Box
                key={slide.key}
                component="button"
                type="button"
                aria-label={t('carousel.goTo', { n: index + 1 })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => instanceRef.current?.moveToIdx(index)}
                data-testid="carousel-dot"
                sx={{
                  width: 24,
                  height: 24,
                  p: 0,
                  border: 0,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  display: 'grid',
                  placeItems: 'center',
                  '&::after': {
                    content: '""',
                    width: index === current ? 20 : 8,
                    height: 8,
                    borderRadius: 4,
                    bgcolor: index === current ? 'primary.main' : 'text.secondary',
                    transition: 'width 200ms ease',
                  },
                }}
              />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}

function arrowSx(side: 'left' | 'right') {
  return {
    position: 'absolute',
    top: 'calc(50% - 16px)',
    [side]: { xs: 4, md: 24 },
    transform: 'translateY(-50%)',
    bgcolor: 'rgba(11, 15, 26, 0.6)',
    color: '#fff',
    display: { xs: 'none', sm: 'inline-flex' },
    '&:hover': { bgcolor: 'rgba(11, 15, 26, 0.85)' },
    '&.Mui-disabled': { opacity: 0.35, color: '#fff' },
  } as const;
}
