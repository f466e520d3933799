import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useT } from '../i18n';
import type { ActiveOverride } from './applyRemoteOverrides';

function removeOverride(storageKey: string): void {
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // Storage blocked: nothing was stored either, the reload shows the version in service.
  }
  window.location.reload();
}

/**
 * While a per-browser override is in force, the page says so — which remote, from where — and
 * ends it in one click, so a tester (or a victim of a pasted snippet) always sees foreign code.
 */
export function OverrideNotice({ overrides }: { overrides: ActiveOverride[] }) {
  const t = useT();
  return (
    <Box
      role="status"
      data-testid="remote-override-notice"
      sx={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: 2000, bgcolor: 'warning.dark', color: 'common.white', px: 2, py: 1 }}
    >
      {overrides.map((override) => (
        <Box key={override.remote} sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <span>{t('override.active', { remote: override.remote, entry: override.entry })}</span>
          <Button size="small" variant="contained" color="inherit" sx={{ color: 'warning.dark' }} onClick={() => removeOverride(override.storageKey)}>
            {t('override.remove')}
          </Button>
        </Box>
      ))}
    </Box>
  );
}
