import { lazy, Suspense, useId, useState } from 'react';
import { LANGUAGE_LABELS, useChannel } from '@vitrin/shared';
import { useShellT } from '../i18n/shellT';
import { useSiteSettings } from '../settings/useSiteSettings';
import { ExpandMoreIcon, LanguageIcon } from '../icons/icons';
import { ShellButton } from '../buttons/ShellButton';
import { switchLanguage } from './switchLanguage';

const LanguageMenuList = lazy(() => import('./LanguageMenuList').then((m) => ({ default: m.LanguageMenuList })));

/** Spec §2: the available languages; only tr and en carry a label. */
export function LanguageMenu({ fullWidth = false }: { fullWidth?: boolean }) {
  const t = useShellT();
  const language = useChannel('language');
  const { languages } = useSiteSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const menuId = useId();
  const available = languages.length ? languages : ['tr', 'en'];
  const current = LANGUAGE_LABELS[language] ?? language.toUpperCase();

  return (
    <>
      <ShellButton
        color="inherit"
        size="small"
        fullWidth={fullWidth}
        // Starts with what the button shows (TR), so a voice-control user can say it (WCAG 2.5.3).
        aria-label={`${language.toUpperCase()} – ${t('language.label')}: ${current}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
        startIcon={<LanguageIcon fontSize="small" />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
        className={fullWidth ? 'vt-language-button vt-language-button-full' : 'vt-language-button'}
        data-testid="language-button"
      >
        {language.toUpperCase()}
      </ShellButton>
      {wanted && (
        <Suspense fallback={null}>
          <LanguageMenuList
            id={menuId}
            anchor={anchor}
            label={t('language.choose')}
            current={language}
            languages={available}
            onClose={() => setAnchor(null)}
            onChoose={(code) => {
              setAnchor(null);
              if (code !== language) switchLanguage(code);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
