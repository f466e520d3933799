import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box } from '@vitrin/shared/ui';
import { useChannel } from '@vitrin/shared';
import type { CasinoLobby } from '@vitrin/contract';
import { useT, type CasinoKey } from '../i18n';
import { casinoCategories } from '../catalogue/casinoCategories';
import { FavoritesPanel } from '../favorites/FavoritesPanel';
import { useFavoritesSync } from '../favorites/useFavoritesSync';
import { readLobbyParams, writeLobbyParams, type LobbyParams } from './lobbyQuery';
import { LobbyHeader } from './LobbyHeader';
import { filterRow, selectedTab } from './filterRow';
import { LobbyResults } from './LobbyResults';

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * One of the five lobbies of spec §2: one filter row (the bootstrap `casinoCategoryList`; on live
 * casino the spec §2 filter kinds among them), a provider filter, search, one grid of all the
 * lobby's games; for members the Favourites tab and the Recently played rail.
 */
export function LobbyPage({ lobby }: { lobby: CasinoLobby }) {
  const t = useT();
  const language = useChannel('language');
  const { hasLogin } = useChannel('auth');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readLobbyParams(searchParams);
  const [term, setTerm] = useState(params.search);
  const [providers, setProviders] = useState<string[]>([]);
  // A language switch stores the bootstrap data again in that language: read its names anew.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `language` is what makes the stored data change
  const categories = useMemo(() => casinoCategories(lobby), [lobby, language]);
  const title = t(`casino.${lobby}.title` as CasinoKey);
  useFavoritesSync();

  // The header search lands here with ?search=; the box follows the address.
  useEffect(() => setTerm(params.search), [params.search]);

  // The router's setter changes with every address; the header gets one stable `update`
  // (a page change must not re-render the header).
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
  const row = useMemo(() => filterRow(lobby, categories, hasLogin, t), [lobby, categories, hasLogin, t]);
  const tab = selectedTab(lobby, params, categories, hasLogin);
  // What narrows the list, named in an empty answer (a combination that finds nothing says so and
  // offers all games, never a silent blank).
  const choice = [
    tab === 'all' ? null : row.find((entry) => entry.value === tab)?.label,
    params.provider,
    params.search ? `“${params.search}”` : null,
  ].filter((part): part is string => Boolean(part));
  const clear = useCallback(() => {
    setTerm('');
    update({ category: null, filter: null, provider: null, search: '' });
  }, [update]);

  return (
    <Box component="section" sx={{ maxWidth: 1440, mx: 'auto', px: { xs: 1.5, md: 2 }, py: 2 }}>
      <LobbyHeader
        lobby={lobby}
        title={title}
        term={term}
        onTerm={setTerm}
        provider={params.provider}
        providers={providers}
        tab={tab}
        row={row}
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
            ...(typeof tab === 'string' && tab !== 'all' ? { liveFilter: tab } : {}),
          }}
          choice={choice.join(' + ')}
          onClear={clear}
          entryPage={params.page}
          label={title}
          onProviders={onProviders}
        />
      )}
    </Box>
  );
}
