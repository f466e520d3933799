import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import { bus, useGameSuggestions, useSuggestionList } from '@vitrin/shared';
import { gameStudio, type Game } from '@vitrin/contract';
import { useShellT } from '../i18n/shellT';
import { SearchIcon } from '../icons/icons';
import { ShellIconButton } from '../buttons/ShellIconButton';
import { isLiveRoute, searchTarget } from './searchTarget';
import { usePathname } from '../navigation/pathname';
import './Header.css';

interface HeaderSearchProps {
  onSearched?: () => void;
}

/**
 * Game search (spec §2): while the player types, the first 5 games (§9) show in a list that works
 * with the keyboard — arrows move, Enter opens the chosen game (`game/open`, answered by the
 * casino) or goes to the search route, Escape closes the list. The input keeps its searchbox
 * role (a search field with a list it controls and an active descendant announced).
 */
export function HeaderSearch({ onSearched }: HeaderSearchProps) {
  const t = useShellT();
  const navigate = useNavigate();
  const pathname = usePathname();
  // The address's search term when the box first shows (read once: the box then follows the player).
  const [term, setTerm] = useState(() => new URLSearchParams(window.location.search).get('search') ?? '');
  const { games } = useGameSuggestions(term, isLiveRoute(pathname));
  const { open, active, typed, close, onKeyDown } = useSuggestionList(games.length);
  const shown = open && games.length > 0;
  const id = useId();

  const choose = (game: Game) => {
    close();
    bus.emit('game/open', { game });
    onSearched?.();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const game = shown && active >= 0 ? games[active] : undefined;
    if (game) return choose(game);
    close();
    navigate(searchTarget(pathname, term));
    onSearched?.();
  };

  return (
    <form role="search" onSubmit={submit} className="vt-search">
      <label htmlFor={id} style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {t('search.label')}
      </label>
      <InputBase
        id={id}
        type="search"
        name="search"
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          typed();
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
        placeholder={t('search.placeholder')}
        inputProps={{
          maxLength: 60,
          enterKeyHint: 'search',
          // Only while the list exists: an id that points nowhere is an axe 'critical'.
          'aria-controls': shown ? `${id}-list` : undefined,
          'aria-autocomplete': 'list',
          'aria-activedescendant': shown && active >= 0 ? `${id}-${active}` : undefined,
        }}
        className="vt-search-input"
      />
      <ShellIconButton type="submit" size="small" aria-label={t('search.submit')} className="vt-search-submit">
        <SearchIcon fontSize="small" />
      </ShellIconButton>
      {shown && (
        <Paper elevation={6} className="vt-search-results">
          <ul role="listbox" id={`${id}-list`} aria-label={t('search.results')} className="vt-search-list">
            {games.map((game, index) => (
              <li
                role="option"
                key={`${game.providerName}|${game.gameCode}`}
                id={`${id}-${index}`}
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(game)}
                className="vt-search-option"
              >
                {game.name}
                <span className="vt-search-studio">{gameStudio(game)}</span>
              </li>
            ))}
          </ul>
        </Paper>
      )}
    </form>
  );
}
