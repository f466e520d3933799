import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useShellT } from './i18n/shellT';
import { HomeIcon } from './icons/icons';

/** A friendly not-found page with a way home. */
export function NotFoundPage({ title }: { title?: string }) {
  const t = useShellT();
  return (
    <Box sx={{ py: { xs: 6, md: 10 }, px: 2, textAlign: 'center', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }} data-testid="not-found">
      <Typography aria-hidden sx={{ fontSize: { xs: 72, md: 112 }, fontWeight: 800, lineHeight: 1, color: 'primary.main', opacity: 0.9 }}>
        404
      </Typography>
      <Typography component="h1" variant="h5" fontWeight={700}>
        {title ?? t('notFound.title')}
      </Typography>
      <Typography color="text.secondary">{t('notFound.text')}</Typography>
      <Button component={RouterLink} to="/" variant="contained" startIcon={<HomeIcon />}>
        {t('notFound.home')}
      </Button>
    </Box>
  );
}
