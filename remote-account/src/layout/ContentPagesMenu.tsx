import { useEffect, useState } from 'react';
import { Box, Typography } from '@vitrin/shared/ui';
import { List, ListItemButton, ListItemIcon, ListItemText } from '@vitrin/shared/ui/data';
import { Link as RouterLink } from 'react-router-dom';
import { contentList, type ContentItem } from '@vitrin/contract';
import { callApi } from '@vitrin/shared';
import { useT } from '../i18n';
import { MenuIcon } from './MenuIcon';

/** Spec §2 side menu of static content pages (cms/contentlist {status: true, categoryId: 1}). */
export function ContentPagesMenu() {
  const t = useT();
  const [pages, setPages] = useState<ContentItem[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    // A side menu that cannot load simply stays empty: the dashboard works without it.
    callApi(contentList, { status: true, categoryId: 1 }, { signal: controller.signal }).then((answer) => setPages(answer.data), () => undefined);
    return () => controller.abort();
  }, []);
  if (pages.length === 0) return null;
  return (
    <Box component="nav" aria-labelledby="dashboard-pages-title" data-testid="dashboard-pages-menu" sx={{ mt: 2 }}>
      <Typography id="dashboard-pages-title" variant="subtitle2" component="h2" color="text.secondary" sx={{ px: 2 }}>
        {t('account.pagesMenu')}
      </Typography>
      <List component="div" dense>
        {pages.map((page) => (
          <ListItemButton key={page.id} component={RouterLink} to={`/pages/${page.id}`}>
            <ListItemIcon sx={{ minWidth: 32 }}><MenuIcon name="page" /></ListItemIcon>
            <ListItemText primary={page.title} />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}
