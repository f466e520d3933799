import { memo } from 'react';
import { Box, Typography } from '@vitrin/shared/ui';
import { Tab, Tabs } from '@vitrin/shared/ui/data';
import { MenuItem, TextField } from '@vitrin/shared/ui/forms';
import type { CasinoLobby } from '@vitrin/contract';
import { useT } from '../i18n';
import { RecentRail } from '../recent/RecentRail';
import { GameSearch } from '../search/GameSearch';
import type { LobbyParams } from './lobbyQuery';
import { tabPatch, type LobbyTab, type RowEntry } from './filterRow';

interface LobbyHeaderProps {
  lobby: CasinoLobby;
  title: string;
  term: string;
  onTerm: (term: string) => void;
  provider: string | null;
  providers: string[];
  tab: LobbyTab;
  /** The one filter row (filterRow.ts), memoised by the page. */
  row: RowEntry[];
  /** Changes the address (LobbyPage: stable for the page's life). */
  update: (patch: Partial<LobbyParams>) => void;
}

/**
 * Everything of a lobby above the grid: title, Recently played, search, provider filter, the one
 * filter row (categories; on live casino the spec §2 kinds among them). Memoised and given only stable props, so turning a page re-renders the
 * grid alone (on a phone under 4× CPU the tabs' re-render measured the tab strip again,
 * a forced layout inside every page change).
 */
export const LobbyHeader = memo(function LobbyHeader({ lobby, title, term, onTerm, provider, providers, tab, row, update }: LobbyHeaderProps) {
  const t = useT();
  return (
    <>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>{title}</Typography>
      <RecentRail lobby={lobby} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 1.5 }}>
        <GameSearch value={term} onChange={onTerm} onSubmit={(search) => update({ search })} live={lobby === 'live'} />
        <TextField
          select
          size="small"
          label={t('casino.lobby.provider')}
          value={provider ?? ''}
          onChange={(event) => update({ provider: event.target.value || null })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('casino.lobby.allProviders')}</MenuItem>
          {(provider && !providers.includes(provider) ? [provider, ...providers] : providers).map((name) => (
            <MenuItem key={name} value={name}>{name}</MenuItem>
          ))}
        </TextField>
      </Box>
      <Tabs
        value={tab}
        onChange={(_, value: LobbyTab) => update(tabPatch(value))}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={t('casino.lobby.categories')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {row.map((entry) => <Tab key={entry.value} value={entry.value} label={entry.label} />)}
      </Tabs>
    </>
  );
});
