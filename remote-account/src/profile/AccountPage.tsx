import type { ReactNode } from 'react';
import { Alert, Box, Button, Paper, Skeleton, Typography } from '@vitrin/shared/ui';
import { Link as RouterLink } from 'react-router-dom';
import type { AccountDetails } from '@vitrin/contract';
import { useChannel, displayPhone } from '@vitrin/shared';
import { useT, type AccountKey } from '../i18n';
import { PageTitle } from '../layout/PageTitle';
import { formatDateTime } from '../lists/formatDateTime';
import { localPart } from '../phone/localPart';
import { useAccountDetails } from './useAccountDetails';
import { VerificationChip } from './VerificationChip';

function birthDate(value: string | null, language: string): string {
  if (!value) return '—';
  const [year, month, day] = value.split('-');
  return language === 'en' ? `${day}/${month}/${year}` : `${day}.${month}.${year}`;
}

/** /dashboard/account: the member's details (read only; the phone is changed on its own page). */
export function AccountPage() {
  const t = useT();
  const language = useChannel('language');
  const { state, retry } = useAccountDetails();
  const rows = (d: AccountDetails): [AccountKey, ReactNode][] => [
    ['account.details.name', d.name],
    ['account.details.surname', d.surname],
    ['account.details.username', d.username],
    ['account.details.usercode', d.usercode],
    ['account.details.email', d.email],
    ['account.details.phone', (
      <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {d.phone ? displayPhone(localPart(d.phone)) : '—'}
        <VerificationChip verified={d.smsVerified} />
        {!d.smsVerified && <Button size="small" component={RouterLink} to="/dashboard/phone-verification">{t('account.phone.verifyNow')}</Button>}
      </Box>
    )],
    ['account.details.birthDate', birthDate(d.birthDate, language)],
    ['account.details.country', d.country ?? '—'],
    ['account.details.memberSince', formatDateTime(d.createdAt, language)],
  ];
  return (
    <>
      <PageTitle>{t('account.account.title')}</PageTitle>
      {state.status === 'loading' && <Skeleton variant="rounded" height={280} data-testid="account-loading" />}
      {state.status === 'failed' && (
        <Alert severity="error" action={<Button color="inherit" onClick={retry}>{t('account.list.retry')}</Button>}>{t('account.list.failed')}</Alert>
      )}
      {state.status === 'ready' && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Box component="dl" data-testid="account-details" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, rowGap: 1.5, columnGap: 2 }}>
            {rows(state.data).map(([key, value]) => (
              <Box key={key} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">{t(key)}</Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>{value}</Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      )}
    </>
  );
}
