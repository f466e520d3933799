import { useCallback, useState, type KeyboardEvent } from 'react';

export interface SuggestionList {
  /** The player wants the list (typed, focused or arrowed into it); the caller decides if it shows. */
  open: boolean;
  /** Index of the highlighted option, -1 for none (the input's aria-activedescendant). */
  active: number;
  setOpen: (open: boolean) => void;
  /** Call on every change of the input: the list opens with nothing highlighted. */
  typed: () => void;
  /** Closes the list and forgets the highlight (Escape, blur, a choice). */
  close: () => void;
  /** Arrow keys move through `count` options (wrapping, opening the list); Escape closes it. */
  onKeyDown: (event: KeyboardEvent) => void;
}

/**
 * The keyboard part of a search box with a list of suggestions (the combobox pattern of WAI-ARIA):
 * ArrowDown/ArrowUp open the list and move the highlight round it, Escape closes it. Enter is the
 * caller's (open the highlighted option or search for the term).
 */
export function useSuggestionList(count: number): SuggestionList {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);
  const typed = useCallback(() => {
    setOpen(true);
    setActive(-1);
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
    else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      setOpen(true);
      // Down from nothing is the first option; up from nothing or from the first is the last.
      setActive((i) => (down ? (i + 1) % count : (i <= 0 ? count : Math.min(i, count)) - 1));
    }
  };
  return { open, active, setOpen, typed, close, onKeyDown };
}
