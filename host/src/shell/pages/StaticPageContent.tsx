import { SITE_NAME } from '../title/documentTitle';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { contentPage } from '@vitrin/contract';
import { callApi, useChannel, useLoad } from '@vitrin/shared';
import { ErrorState } from '../feedback/ErrorState';
import { isNotFoundError } from '../feedback/isNotFoundError';
import { SafeHtml } from '../html/SafeHtml';
import { richTextSx } from '../html/richTextSx';
import { useShellT } from '../i18n/shellT';
import { LoadingIndicator } from '../loading/LoadingIndicator';
import { NotFoundPage } from '../NotFoundPage';
import { PagesSideMenu } from './PagesSideMenu';
import { parsePageId } from './parsePageId';

function PageContent({ id }: { id: number }) {
  const t = useShellT();
  const language = useChannel('language');
  const { state, retry } = useLoad(async (signal) => {
    const answer = await callApi(contentPage, { id }, { signal });
    if (!answer.data) throw Object.assign(new Error('missing'), { notFound: true });
    return answer.data;
  }, [id, language]);

  useEffect(() => {
    // The page's own title is more telling than the route's 'Pages'.
    if (state.status === 'ready') document.title = `${state.data.title} · ${SITE_NAME}`;
  }, [state]);

  if (state.status === 'loading') return <LoadingIndicator minHeight={320} />;
  if (state.status === 'failed') {
    const notFound = isNotFoundError(state.error) || (state.error as { notFound?: boolean }).notFound;
    return notFound ? <NotFoundPage title={t('pages.notFound')} /> : <ErrorState onRetry={retry} />;
  }
  return (
    <Box component="article" data-testid="static-page">
      <Typography component="h1" variant="h4" fontWeight={700} sx={{ mb: 2, fontSize: { xs: 24, md: 32 } }}>
        {state.data.title}
      </Typography>
      <SafeHtml
        html={state.data.html}
        className="vitrin-rich-text"
      />
    </Box>
  );
}

/** /pages/:id: a static content page beside the menu of pages (loaded on demand by StaticPage). */
export function StaticPageContent() {
  const { id: raw } = useParams();
  const language = useChannel('language');
  const id = parsePageId(raw);
  if (id === null) return <NotFoundPage />;
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 1.5, md: 2 }, py: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' }, alignItems: 'start' }}>
      <PagesSideMenu language={language} />
      <Box sx={{ bgcolor: 'background.paper', borderRadius: 2, p: { xs: 2, md: 4 }, minWidth: 0, '& .vitrin-rich-text': richTextSx }}>
        <PageContent key={id} id={id} />
      </Box>
    </Box>
  );
}
