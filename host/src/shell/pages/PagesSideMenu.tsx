import { NavLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { contentList } from '@vitrin/contract';
import { callApi, useLoad } from '@vitrin/shared';
import { useShellT } from '../i18n/shellT';

/** The side menu of static pages (POST cms/contentlist {status: true, categoryId: 1}). */
export function PagesSideMenu({ language }: { language: string }) {
  const t = useShellT();
  const { state, retry } = useLoad((signal) => callApi(contentList, { status: true, categoryId: 1 }, { signal }).then((r) => r.data), [language]);
  return (
    <Box component="nav" aria-label={t('pages.menu')} data-testid="pages-side-menu" sx={{ bgcolor: 'background.paper', borderRadius: 2, p: 1, minWidth: 0 }}>
      <Typography component="h2" variant="subtitle2" sx={{ px: 1.5, py: 1, color: 'text.secondary' }}>{t('pages.menu')}</Typography>
      {state.status === 'loading' && Array.from({ length: 5 }, (_, i) => <Skeleton key={i} height={36} sx={{ mx: 1.5 }} />)}
      {state.status === 'failed' && (
        <Box role="alert" sx={{ px: 1.5, py: 1 }}>
          <Typography variant="body2" color="text.secondary">{t('error.load')}</Typography>
          <Button size="small" onClick={retry} sx={{ mt: 1 }}>{t('error.retry')}</Button>
        </Box>
      )}
      {state.status === 'ready' && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: { xs: 'flex', md: 'block' }, overflowX: { xs: 'auto', md: 'visible' }, gap: 0.5 }}>
          {state.data.map((page) => (
            <li key={page.id}>
              <Box
                component={NavLink}
                to={`/pages/${page.id}`}
                sx={{
                  display: 'block',
                  px: 1.5,
                  py: 1,
                  borderRadius: 1,
                  color: 'text.primary',
                  textDecoration: 'none',
                  whiteSpace: { xs: 'nowrap', md: 'normal' },
                  fontSize: 14,
                  '&:hover': { bgcolor: 'action.hover' },
                  '&[aria-current="page"]': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 700 },
                }}
              >
                {page.title}
              </Box>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
