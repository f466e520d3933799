import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGE_LABELS, useCloseOnBack } from '@vitrin/shared';

export const languageLabel = (code: string) => LANGUAGE_LABELS[code] ?? code.toUpperCase();

interface LanguageMenuListProps {
  id: string;
  anchor: HTMLElement | null;
  label: string;
  current: string;
  languages: readonly string[];
  onClose: () => void;
  onChoose: (code: string) => void;
}

/** The dropdown of the language switch; loaded on the first click. */
export function LanguageMenuList({ id, anchor, label, current, languages, onClose, onChoose }: LanguageMenuListProps) {
  useCloseOnBack(Boolean(anchor), onClose);
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose} aria-label={label}>
      {languages.map((code) => (
        <MenuItem key={code} lang={code} selected={code === current} onClick={() => onChoose(code)}>
          {languageLabel(code)}
        </MenuItem>
      ))}
    </Menu>
  );
}
