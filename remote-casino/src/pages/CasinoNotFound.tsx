import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../i18n';

/** Unknown /casino/* paths stay inside the casino section instead of the host's generic 404. */
export function CasinoNotFound() {
  const t = useT();
  return (
    <Box component="section" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1">{t('casino.notFound.title')}</Typography>
      <Typography>{t('casino.notFound.text')}</Typography>
      <Link component={RouterLink} to="/casino/slot">{t('casino.notFound.link')}</Link>
    </Box>
  );
}
