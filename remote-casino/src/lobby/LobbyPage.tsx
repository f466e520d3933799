import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useChannel } from '@vitrin/shared';
import type { CasinoLobby } from '@vitrin/contract';
import { useT, type CasinoKey } from '../i18n';
import { casinoCategories } from '../catalogue/casinoCategories';
import { FavoritesPanel } from '../favorites/FavoritesPanel';
import { useFavoritesSync } from '../favorites/useFavoritesSync';
import { RecentRail } from '../recent/RecentRail';
import { GameSearch } from '../search/GameSearch';
import { readLobbyParams, writeLobbyParams, type LobbyParams } from './lobbyQuery';
import { LiveFilter } from './LiveFilter';
import { LobbyResults } from './LobbyResults';

/**
 * One of the five lobbies of spec §2: category tabs from the bootstrap `casinoCategoryList`, a
 * provider filter, search, the live filter (live casino), a paged grid; for members the Favourites
 * tab and the Recently played rail.
 */
export function LobbyPage({ lobby }: { lobby: CasinoLobby }) {
  const t = useT();
  const language = useChannel('language');
  const { hasLogin } = useChannel('auth');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readLobbyParams(searchParams);
  const [term, setTerm] = useState(params.search);
  const [providers, setProviders] = useState<string[]>([]);
  const categories = useMemo(() => casinoCategories(lobby, language), [lobby, language]);
  const title = t(`casino.${lobby}.title` as CasinoKey);
  useFavoritesSync();

  // The header search lands here with ?search=; the box follows the address.
  useEffect(() => setTerm(params.search), [params.search]);

  const update = (patch: Partial<LobbyParams>) => setSearchParams(writeLobbyParams(params, patch));
  const onProviders = useCallback((list: string[]) => setProviders(list), []);
  // A link may carry a category of another lobby (or one the operator removed): the server refuses
  // it, so such a link shows all games rather than an error that Retry can never clear.
  const tab = params.category === 'favorites'
    ? (hasLogin ? 'favorites' : 'all')
    : categories.some((category) => category.id === params.category) ? (params.category as number) : 'all';

  return (
    <Box component="section" sx={{ maxWidth: 1440, mx: 'auto', px: { xs: 1.5, md: 2 }, py: 2 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>{title}</Typography>
      <RecentRail />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 1.5 }}>
        <GameSearch value={term} onChange={setTerm} onSubmit={(search) => update({ search })} live={lobby === 'live'} />
        <TextField
          select
          size="small"
          label={t('casino.lobby.provider')}
          value={params.provider ?? ''}
          onChange={(event) => update({ provider: event.target.value || null })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('casino.lobby.allProviders')}</MenuItem>
          {(params.provider && !providers.includes(params.provider) ? [params.provider, ...providers] : providers).map((name) => (
            <MenuItem key={name} value={name}>{name}</MenuItem>
          ))}
        </TextField>
      </Box>
      {lobby === 'live' && (
        <Box sx={{ mb: 1.5 }}>
          <LiveFilter value={params.filter} onChange={(filter) => update({ filter })} />
        </Box>
      )}
      <Tabs
        value={tab}
        onChange={(_, value: number | 'all' | 'favorites') => update({ category: value === 'all' ? null : value })}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={t('casino.lobby.categories')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="all" label={t('casino.lobby.all')} />
        {categories.map((category) => <Tab key={category.id} value={category.id} label={category.name} />)}
        {hasLogin && <Tab value="favorites" label={t('casino.favorites.tab')} />}
      </Tabs>
      {tab === 'favorites' ? (
        <FavoritesPanel search={params.search} />
      ) : (
        <LobbyResults
          query={{
            lobby,
            page: params.page,
            ...(typeof tab === 'number' ? { categoryId: tab } : {}),
            ...(params.provider ? { provider: params.provider } : {}),
            ...(params.search ? { search: params.search } : {}),
            ...(lobby === 'live' && params.filter ? { liveFilter: params.filter } : {}),
          }}
          label={title}
          onPage={(page) => update({ page })}
          onProviders={onProviders}
        />
      )}
    </Box>
  );
}
