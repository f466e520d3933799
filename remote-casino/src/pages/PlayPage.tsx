import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useT } from '../i18n';
import { decodeGameParam } from '../play/decodeGameParam';
import { RemotePlaceholder } from './RemotePlaceholder';

export function PlayPage() {
  const t = useT();
  const { game: param } = useParams();
  const game = decodeGameParam(param);
  if (!game) {
    return (
      <Box component="section" sx={{ py: 3 }}>
        <Alert severity="warning" role="alert">{t('casino.play.invalid')}</Alert>
        <Link component={RouterLink} to="/casino/slot">{t('casino.play.backToLobby')}</Link>
      </Box>
    );
  }
  return <RemotePlaceholder title={`${t('casino.play.title')}: ${game.name}`} />;
}
