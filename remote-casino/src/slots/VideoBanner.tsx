import { Box, Typography, useMediaQuery } from '@vitrin/shared/ui';
import { useChannel } from '@vitrin/shared';
import { REDUCED_MOTION_QUERY } from '@vitrin/contract';

/** Site option holding the spec §3 video banner as JSON: {url, title1, title2, title3}. */
export const VIDEO_BANNER_SETTING = 'casino-video-banner';

interface VideoBannerData {
  url: string;
  title1: string;
  title2: string;
  title3: string;
}

/** Reads the option; only an http(s) or site-relative video address is used, anything malformed hides the banner. */
export function readVideoBanner(value: string | undefined): VideoBannerData | null {
  if (!value) return null;
  try {
    const data = JSON.parse(value) as Partial<VideoBannerData>;
    if (typeof data.url !== 'string' || !/^(https?:\/\/|\/(?!\/))/i.test(data.url)) return null;
    const text = (x: unknown) => (typeof x === 'string' ? x : '');
    return { url: data.url, title1: text(data.title1), title2: text(data.title2), title3: text(data.title3) };
  } catch {
    return null;
  }
}

/**
 * Slot `VideoBanner`: the casino video banner (spec §2 Other, §3): a muted looping video and three
 * titles. For a player who asks for reduced motion it does not play by itself (WCAG 2.2.2): the
 * video's first frame stands still behind the titles (metadata preloaded, which paints it). A change
 * of the setting with the page open gives a fresh element, so a playing video stops.
 */
export function VideoBanner() {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
  const settings = useChannel('settings');
  const banner = readVideoBanner(settings?.options[VIDEO_BANNER_SETTING]);
  if (!banner) return null;
  return (
    <Box component="section" aria-label={banner.title1} data-testid="video-banner" sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', aspectRatio: '16 / 5', bgcolor: '#000' }}>
      <Box
        component="video"
        key={reducedMotion ? 'still' : 'playing'}
        src={banner.url}
        autoPlay={!reducedMotion}
        preload={reducedMotion ? 'metadata' : undefined}
        muted
        loop
        playsInline
        aria-hidden
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
      <Box sx={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column', justifyContent: 'center', p: { xs: 2, md: 5 }, color: '#fff', background: 'linear-gradient(90deg, rgba(0,0,0,.7), transparent)' }}>
        <Typography component="h2" sx={{ fontSize: { xs: 20, md: 36 }, fontWeight: 800 }}>{banner.title1}</Typography>
        <Typography sx={{ fontSize: { xs: 14, md: 22 } }}>{banner.title2}</Typography>
        <Typography sx={{ fontSize: { xs: 12, md: 16 }, opacity: 0.85 }}>{banner.title3}</Typography>
      </Box>
    </Box>
  );
}
