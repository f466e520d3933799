import { useEffect } from 'react';
import Box from '@mui/material/Box';
import { Slot } from '@vitrin/shared';
import { BannerCarousel } from '../carousel/BannerCarousel';
import { HOME_SLIDER_SLUG } from '../settings/settingKeys';

/** The casino widgets of the home page, in order; each is a named slot of the casino remote. */
const HOME_SLOTS = ['HomeGameRails', 'TopWinners', 'VideoBanner'] as const;

/** `/`: the banner carousel, then the casino's widgets (silent if casino is unavailable). */
export function HomePage() {
  useEffect(() => {
    document.title = 'Vitrin';
  }, []);
  return (
    <>
      <BannerCarousel slug={HOME_SLIDER_SLUG} />
      <Box sx={{ maxWidth: 1440, mx: 'auto', px: { xs: 1.5, md: 2 }, display: 'flex', flexDirection: 'column', gap: 3, mt: 2 }}>
        {HOME_SLOTS.map((name) => (
          <Slot key={name} remote="casino" name={name} quiet fallback={null} />
        ))}
      </Box>
    </>
  );
}
