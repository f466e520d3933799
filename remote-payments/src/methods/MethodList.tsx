import { Box, Button, CircularProgress, Typography } from '@vitrin/shared/ui';
import type { PaymentDirectionCode, PaymentMethodInfo } from '@vitrin/contract';
import { useT } from '../i18n';
import { MethodCard } from './MethodCard';
import { groupMethods } from './methodGroups';
import { useMethods } from './useMethods';

interface Props {
  direction: PaymentDirectionCode;
  onChoose: (method: PaymentMethodInfo) => void;
}

/** The operator's methods for one direction, grouped; loading, empty and error-with-retry states. */
export function MethodList({ direction, onChoose }: Props) {
  const t = useT();
  const { state, retry } = useMethods(direction);
  if (state.status === 'loading') {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 3 }}>
        <CircularProgress size={20} />
        <Typography>{t('payments.methods.loading')}</Typography>
      </Box>
    );
  }
  if (state.status === 'failed') {
    return (
      <Box role="alert" sx={{ py: 3 }}>
        <Typography>{t('payments.methods.failed')}</Typography>
        <Button onClick={retry} sx={{ mt: 1 }}>{t('payments.methods.retry')}</Button>
      </Box>
    );
  }
  if (state.data.length === 0) return <Typography sx={{ py: 3 }}>{t('payments.methods.empty')}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {groupMethods(state.data).map((group) => (
        <Box component="section" key={group.label} aria-label={t(group.label)}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{t(group.label)}</Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {group.methods.map((method) => (
              <li key={method.id}><MethodCard method={method} onChoose={onChoose} /></li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
