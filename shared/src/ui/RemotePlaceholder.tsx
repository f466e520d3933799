import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * A remote page that names itself and who serves it until the real page lands; the test ids tell
 * the e2e drills which build of which remote is running.
 */
export function RemotePlaceholder({ title, remote, version }: { title: string; remote: string; version: string }) {
  return (
    <Box component="section" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1">{title}</Typography>
      <Typography variant="body2" color="text.secondary">
        <span data-testid="remote-owner">{remote}</span>
        {' · '}
        <span data-testid="remote-version">v{version}</span>
      </Typography>
    </Box>
  );
}
