import './buttons.css';

/**
 * The class of every control of the shell's first screen (buttons.css): MUI ButtonBase's reset,
 * its disabled state, and the press and keyboard-focus feedback that replaces its ripple. A menu
 * entry (a router link or a button) carries it beside its menu's own class.
 */
export const BUTTON_BASE_CLASS = 'vt-btn-base';

/** The class names that are set, joined (an absent or false part is left out). */
export function classNames(...names: readonly (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
