import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useT } from '../i18n';

/** Last resort when the shell itself fails: say so and offer a reload, never a blank page. */
export function RootError() {
  const error = useRouteError();
  const t = useT();
  useEffect(() => {
    console.error('[vitrin] the page failed outside any remote section', error);
  }, [error]);
  return (
    <Box component="main" role="alert" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('app.error.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('app.error.text')}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('app.error.reload')}
      </Button>
    </Box>
  );
}
