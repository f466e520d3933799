import { lazy, Suspense, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { promotions, type Promotion } from '@vitrin/contract';
import { callApi, useChannel, useLoad } from '@vitrin/shared';
import { ErrorState } from '../feedback/ErrorState';
import { useShellT } from '../i18n/shellT';
import { marketingHeldUntil } from '../../member/responsible/marketingHold';

const PromotionDialog = lazy(() => import('./PromotionDialog').then((m) => ({ default: m.PromotionDialog })));

const gridSx = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } } as const;

/**
 * /promotions: the cards, each opening its detail dialog — or, during a break started in this
 * browser, only a line saying the offers are held back until it ends.
 */
export function PromotionsPageContent() {
  const t = useShellT();
  const language = useChannel('language');
  // Read again when the member changes: a break signs the member out right after it is kept.
  const { hasLogin } = useChannel('auth');
  const held = useMemo(() => marketingHeldUntil(), [hasLogin]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!held) return <PromotionCards />;
  const until = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'tr-TR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Istanbul' }).format(held);
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 1.5, md: 2 }, py: 2 }}>
      <Typography component="h1" variant="h4" fontWeight={700} sx={{ mb: 2, fontSize: { xs: 24, md: 32 } }}>
        {t('promotions.title')}
      </Typography>
      <Alert severity="info" data-testid="promotions-held">{t('promotions.held', { until })}</Alert>
    </Box>
  );
}

function PromotionCards() {
  const t = useShellT();
  const language = useChannel('language');
  const { state, retry } = useLoad((signal) => callApi(promotions, {}, { signal }).then((r) => r.data), [language]);
  const [selected, setSelected] = useState<Promotion | null>(null);
  const [dialogWanted, setDialogWanted] = useState(false);

  const openDetail = (promotion: Promotion) => {
    setDialogWanted(true);
    setSelected(promotion);
  };

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 1.5, md: 2 }, py: 2 }}>
      <Typography component="h1" variant="h4" fontWeight={700} sx={{ mb: 2, fontSize: { xs: 24, md: 32 } }}>
        {t('promotions.title')}
      </Typography>
      {state.status === 'loading' && (
        <Box sx={gridSx} aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} variant="rounded" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
          ))}
        </Box>
      )}
      {state.status === 'failed' && <ErrorState onRetry={retry} />}
      {state.status === 'ready' && state.data.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>{t('promotions.empty')}</Typography>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <Box component="ul" sx={{ ...gridSx, listStyle: 'none', p: 0, m: 0 }}>
          {state.data.map((promotion, index) => (
            <li key={promotion.id}>
              <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="promotion-card">
                <Box
                  component="img"
                  src={promotion.images[0]?.url}
                  alt=""
                  loading={index < 3 ? 'eager' : 'lazy'}
                  sx={{ display: 'block', width: '100%', aspectRatio: '2 / 1', objectFit: 'contain', bgcolor: 'background.default' }}
                />
                <CardContent sx={{ flex: 1 }}>
                  <Typography component="h2" variant="h6" fontWeight={700} gutterBottom>{promotion.title}</Typography>
                  <Typography variant="body2" color="text.secondary">{promotion.summary}</Typography>
                </CardContent>
                <CardActions sx={{ px: 2, pb: 2 }}>
                  <Button variant="contained" onClick={() => openDetail(promotion)} aria-label={`${t('promotions.details')}: ${promotion.title}`}>
                    {t('promotions.details')}
                  </Button>
                </CardActions>
              </Card>
            </li>
          ))}
        </Box>
      )}
      {dialogWanted && (
        <Suspense fallback={null}>
          <PromotionDialog promotion={selected} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </Box>
  );
}
