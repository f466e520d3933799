import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import { useChannel } from '@vitrin/shared';
import type { CasinoLobby } from '@vitrin/contract';
import { useT, type CasinoKey } from '../i18n';
import { casinoCategories } from '../catalogue/casinoCategories';
import { FavoritesPanel } from '../favorites/FavoritesPanel';
import { useFavoritesSync } from '../favorites/useFavoritesSync';
import { readLobbyParams, writeLobbyParams, type LobbyParams } from './lobbyQuery';
import { LobbyHeader, type LobbyTab } from './LobbyHeader';
import { LobbyResults } from './LobbyResults';

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * One of the five lobbies of spec §2: category tabs from the bootstrap `casinoCategoryList`, a
 * provider filter, search, the live filter (live casino), one grid of all the lobby's games; for members the Favourites
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

  // The router's setter changes with every address; the header gets one stable `update` (issue 9:
  // a page change must not re-render the header).
  const setParams = useRef(setSearchParams);
  useLayoutEffect(() => {
    setParams.current = setSearchParams;
  });
  const update = useCallback(
    (patch: Partial<LobbyParams>) => setParams.current((current) => writeLobbyParams(readLobbyParams(current), patch)),
    [],
  );
  // Every page answers the lobby's providers: keep the list (and the header) as it was when unchanged.
  const onProviders = useCallback((list: string[]) => setProviders((old) => (sameList(old, list) ? old : list)), []);
  // A link may carry a category of another lobby (or one the operator removed): the server refuses
  // it, so such a link shows all games rather than an error that Retry can never clear.
  const tab: LobbyTab = params.category === 'favorites'
    ? (hasLogin ? 'favorites' : 'all')
    : categories.some((category) => category.id === params.category) ? (params.category as number) : 'all';

  return (
    <Box component="section" sx={{ maxWidth: 1440, mx: 'auto', px: { xs: 1.5, md: 2 }, py: 2 }}>
      <LobbyHeader
        lobby={lobby}
        title={title}
        term={term}
        onTerm={setTerm}
        provider={params.provider}
        providers={providers}
        filter={params.filter}
        tab={tab}
        categories={categories}
        hasLogin={hasLogin}
        update={update}
      />
      {tab === 'favorites' ? (
        <FavoritesPanel search={params.search} />
      ) : (
        <LobbyResults
          filters={{
            lobby,
            ...(typeof tab === 'number' ? { categoryId: tab } : {}),
            ...(params.provider ? { provider: params.provider } : {}),
            ...(params.search ? { search: params.search } : {}),
            ...(lobby === 'live' && params.filter ? { liveFilter: params.filter } : {}),
          }}
          entryPage={params.page}
          label={title}
          onProviders={onProviders}
        />
      )}
    </Box>
  );
}
