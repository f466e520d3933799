import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { REMOTE_ID, REMOTE_VERSION } from '../buildInfo';

/** Names the page and who serves it until the real page lands (and tells drills which build runs). */
export function RemotePlaceholder({ title }: { title: string }) {
  return (
    <Box component="section" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1">{title}</Typography>
      <Typography variant="body2" color="text.secondary">
        <span data-testid="remote-owner">{REMOTE_ID}</span>
        {' · '}
        <span data-testid="remote-version">v{REMOTE_VERSION}</span>
      </Typography>
    </Box>
  );
}
