import type { ReactNode } from 'react';
import { Alert, Box, Button, Paper, Skeleton, Typography, useMediaQuery, type Theme } from '@vitrin/shared/ui';
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

/**
 * The phone cards' styles, once for the list (ADR 0073): a card is plain elements, not a Paper, a
 * grid and two Typographies per column, each an `sx` emotion serialised at every render (five
 * styled components per column per row; ADR 0068). The look is the outlined Paper's and body2's.
 */
const cardsSx = (theme: Theme) => ({
  listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1,
  '& > li': {
    bgcolor: 'background.paper', color: 'text.primary', transition: theme.transitions.create('box-shadow'),
    borderRadius: 1, border: 1, borderColor: 'divider', p: 1.5,
  },
  '& dl': { m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 },
  '& dl > div': { display: 'contents' },
  '& dt, & dd': { ...theme.typography.body2, m: 0 },
  '& dt': { color: 'text.secondary' },
  '& dd': { textAlign: 'right' },
});

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
        <Box component="ul" aria-label={label} sx={cardsSx}>
          {items.map((item) => (
            <li key={rowKey(item)} data-testid={`${testId}-row`}>
              <dl>
                {columns.map((column) => (
                  <div key={column.id}>
                    <dt>{column.label}</dt>
                    <dd>{column.render(item)}</dd>
                  </div>
                ))}
              </dl>
            </li>
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
