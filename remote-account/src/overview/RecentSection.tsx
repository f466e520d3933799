import type { ReactNode } from 'react';
import { Box, Link, Stack, Typography } from '@vitrin/shared/ui';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../i18n';

/** A titled block of the overview with a "see all" link to the full history. */
export function RecentSection({ id, title, to, children }: { id: string; title: string; to: string; children: ReactNode }) {
  const t = useT();
  return (
    <Box component="section" aria-labelledby={id}>
      <Stack direction="row" justifyContent="space-between" alignItems="baseline" sx={{ mb: 1 }}>
        <Typography id={id} component="h2" variant="h6">{title}</Typography>
        <Link component={RouterLink} to={to}>{t('account.overview.seeAll')}</Link>
      </Stack>
      {children}
    </Box>
  );
}
