import { useId, type KeyboardEvent } from 'react';
import { Box, Paper, Typography } from '@vitrin/shared/ui';
import { InputBase } from '@vitrin/shared/ui/forms';
import { bus, SEARCH_MIN_LENGTH, useGameSuggestions, useSuggestionList } from '@vitrin/shared';
import { gameStudio, type Game } from '@vitrin/contract';
import { useT } from '../i18n';

interface GameSearchProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter without a chosen suggestion: search the lobby for the term. */
  onSubmit: (term: string) => void;
  live: boolean;
}

/**
 * The lobby's search box: a combobox whose list shows the first 5 games (spec §9) while the
 * player types. Arrows move, Enter opens the chosen game (or searches), Escape closes the list.
 */
export function GameSearch({ value, onChange, onSubmit, live }: GameSearchProps) {
  const t = useT();
  const id = useId();
  const { games, loading } = useGameSuggestions(value, live);
  const list = useSuggestionList(games.length);
  const { open, active, setOpen } = list;
  const shown = open && value.trim().length >= SEARCH_MIN_LENGTH;

  const choose = (game: Game) => {
    setOpen(false);
    bus.emit('game/open', { game });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return list.onKeyDown(event);
    event.preventDefault();
    const game = shown && active >= 0 ? games[active] : undefined;
    if (game) choose(game);
    else {
      setOpen(false);
      onSubmit(value.trim());
    }
  };

  return (
    <Box sx={{ position: 'relative', flex: '1 1 240px', maxWidth: 420 }}>
      <InputBase
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          list.typed();
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        placeholder={t('casino.search.placeholder')}
        inputProps={{
          role: 'combobox',
          'aria-label': t('casino.search.label'),
          'aria-expanded': shown,
          // Only while the list exists: an id that points nowhere is an axe 'critical'.
          'aria-controls': shown ? `${id}-list` : undefined,
          'aria-autocomplete': 'list',
          'aria-activedescendant': shown && active >= 0 ? `${id}-${active}` : undefined,
          maxLength: 60,
          type: 'search',
        }}
        sx={{ width: '100%', height: 40, px: 1.5, borderRadius: 5, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      />
      {shown && (
        <Paper sx={{ position: 'absolute', top: 44, left: 0, right: 0, zIndex: 10 }} elevation={6}>
          <Box component="ul" role="listbox" id={`${id}-list`} aria-label={t('casino.search.results')} sx={{ listStyle: 'none', m: 0, p: 0.5 }}>
            {games.map((game, index) => (
              <Box
                component="li"
                role="option"
                id={`${id}-${index}`}
                key={`${game.providerName}|${game.gameCode}`}
                aria-selected={index === active}
                // Keeps focus in the input so the list does not close before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(game)}
                sx={{ px: 1.5, py: 1, borderRadius: 1, cursor: 'pointer', bgcolor: index === active ? 'action.selected' : undefined, '&:hover': { bgcolor: 'action.hover' } }}
              >
                <Typography component="span" sx={{ fontSize: 14 }}>{game.name}</Typography>
                <Typography component="span" sx={{ fontSize: 12, color: 'text.secondary', ml: 1 }}>{gameStudio(game)}</Typography>
              </Box>
            ))}
          </Box>
          {!games.length && (
            <Typography sx={{ px: 2, py: 1, fontSize: 14 }} role="status">
              {loading ? t('casino.search.searching') : t('casino.search.none')}
            </Typography>
          )}
        </Paper>
      )}
    </Box>
  );
}
