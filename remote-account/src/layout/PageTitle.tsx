import { Typography } from '@vitrin/shared/ui';

/** The page's one h1 (the crumb trail above it is the host's, built from the route labels). */
export function PageTitle({ children }: { children: string }) {
  return (
    <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
      {children}
    </Typography>
  );
}
