import type { ReactNode } from 'react';
import { Alert, Box, Button, Paper, Skeleton, Typography, useMediaQuery } from '@vitrin/shared/ui';
import { Pagination, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@vitrin/shared/ui/data';
import { BREAKPOINTS } from '@vitrin/contract';
import { useT } from '../i18n';
import type { PagedList } from './usePagedList';

export interface Column<T> {
  id: string;
  label: string;
  render: (item: T) => ReactNode;
  align?: 'left' | 'right';
}

interface Props<T> {
  /** Names the list for screen readers (the page title). */
  label: string;
  columns: Column<T>[];
  list: PagedList<T>;
  rowKey: (item: T) => string | number;
  empty: string;
  testId: string;
}

/** A member list: a table on desktop, cards on a phone; loading, empty and error-with-retry states. */
export function ListView<T>({ label, columns, list, rowKey, empty, testId }: Props<T>) {
  const t = useT();
  const { state, retry, page, pageCount, setPage } = list;
  const phone = useMediaQuery(`(max-width:${BREAKPOINTS.mobile - 0.05}px)`);
  if (state.status === 'loading') {
    return (
      <Box data-testid={`${testId}-loading`} role="status" aria-busy="true" aria-label={t('account.list.loading')}>
        {[0, 1, 2, 3].map((n) => <Skeleton key={n} variant="rounded" height={phone ? 88 : 40} sx={{ mb: 1 }} />)}
      </Box>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert severity="error" data-testid={`${testId}-error`} action={<Button color="inherit" onClick={retry}>{t('account.list.retry')}</Button>}>
        {t('account.list.failed')}
      </Alert>
    );
  }
  const { items } = state.data;
  if (items.length === 0) {
    return <Typography data-testid={`${testId}-empty`} color="text.secondary" sx={{ py: 3 }}>{empty}</Typography>;
  }
  return (
    <Box data-testid={testId}>
      {phone ? (
        <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {items.map((item) => (
            <Paper component="li" key={rowKey(item)} variant="outlined" data-testid={`${testId}-row`} sx={{ p: 1.5 }}>
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
                {columns.map((column) => (
                  <Box key={column.id} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">{column.label}</Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>{column.render(item)}</Typography>
                  </Box>
                ))}
              </Box>
            </Paper>
          ))}
        </Box>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                {columns.map((column) => <TableCell key={column.id} align={column.align}>{column.label}</TableCell>)}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow key={rowKey(item)} data-testid={`${testId}-row`}>
                  {columns.map((column) => <TableCell key={column.id} align={column.align}>{column.render(item)}</TableCell>)}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {pageCount > 1 && (
        <Pagination
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          count={pageCount}
          page={page}
          onChange={(_event, next) => setPage(next)}
          getItemAriaLabel={(type, n) => (type === 'page' ? t('account.list.page', { n: n ?? '' }) : t(type === 'next' ? 'account.list.next' : 'account.list.previous'))}
        />
      )}
    </Box>
  );
}
