import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { useShellT } from '../i18n/shellT';
import { SearchIcon } from '../icons/icons';
import { searchTarget } from './searchTarget';

interface HeaderSearchProps {
  onSearched?: () => void;
}

/** Game search; the casino remote reads the term from the URL it lands on. */
export function HeaderSearch({ onSearched }: HeaderSearchProps) {
  const t = useShellT();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [term, setTerm] = useState(() => new URLSearchParams(search).get('search') ?? '');
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(searchTarget(pathname, term));
    onSearched?.();
  };

  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{ display: 'flex', alignItems: 'center', width: '100%', height: 38, pl: 1.5, borderRadius: 5, bgcolor: 'background.default', border: 1, borderColor: 'divider', '&:focus-within': { borderColor: 'primary.main' } }}
    >
      <label htmlFor={id} style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {t('search.label')}
      </label>
      <InputBase
        id={id}
        type="search"
        name="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder={t('search.placeholder')}
        inputProps={{ maxLength: 60, enterKeyHint: 'search' }}
        sx={{ flex: 1, fontSize: 14 }}
      />
      <IconButton type="submit" size="small" aria-label={t('search.submit')} sx={{ mr: 0.5 }}>
        <SearchIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
