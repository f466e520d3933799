import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGE_LABELS, useChannel } from '@vitrin/shared';
import { useShellT } from '../i18n/shellT';
import { useSiteSettings } from '../settings/useSiteSettings';
import { ExpandMoreIcon, LanguageIcon } from '../icons/icons';
import { switchLanguage } from './switchLanguage';

const label = (code: string) => LANGUAGE_LABELS[code] ?? code.toUpperCase();

/** Spec §2: the available languages; only tr and en carry a label. */
export function LanguageMenu({ fullWidth = false }: { fullWidth?: boolean }) {
  const t = useShellT();
  const language = useChannel('language');
  const { languages } = useSiteSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const available = languages.length ? languages : ['tr', 'en'];

  return (
    <>
      <Button
        color="inherit"
        size="small"
        fullWidth={fullWidth}
        aria-label={`${t('language.label')}: ${label(language)}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<LanguageIcon fontSize="small" />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
        sx={{ minWidth: 0, flexShrink: 0, justifyContent: fullWidth ? 'flex-start' : 'center' }}
        data-testid="language-button"
      >
        {language.toUpperCase()}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} aria-label={t('language.choose')}>
        {available.map((code) => (
          <MenuItem
            key={code}
            lang={code}
            selected={code === language}
            onClick={() => {
              setAnchor(null);
              if (code !== language) switchLanguage(code);
            }}
          >
            {label(code)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
