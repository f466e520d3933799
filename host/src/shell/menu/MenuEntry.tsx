import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BUTTON_BASE_CLASS, classNames } from '../buttons/buttonBase';
import type { MenuItem } from './menuItems';
import { runMenuAction } from './runMenuAction';

interface MenuEntryProps {
  /** The menu's look comes from its sheet (menus.css: `.vt-menu-entry` under the menu's class). */
  item: MenuItem;
  children: ReactNode;
  onChosen?: () => void;
  current?: boolean;
}

/**
 * One menu entry: a real link for routes (so it can open in a new tab), a button otherwise.
 * Classes `vt-menu-entry`, and `vt-current` on the entry of the page the player is on, beside the
 * shell's button base (buttons.css: MUI ButtonBase's reset and the press and focus tint, ADR 0078).
 */
export function MenuEntry({ item, children, onChosen, current }: MenuEntryProps) {
  const className = classNames(BUTTON_BASE_CLASS, 'vt-menu-entry', current && 'vt-current');
  if (item.action.kind === 'link') {
    return (
      <RouterLink
        className={className}
        to={item.action.to}
        aria-current={current ? 'page' : undefined}
        onClick={() => onChosen?.()}
        data-menu-id={item.id}
      >
        {children}
      </RouterLink>
    );
  }
  const { action } = item;
  return (
    <button
      type="button"
      className={className}
      data-menu-id={item.id}
      onClick={() => {
        onChosen?.();
        runMenuAction(action);
      }}
    >
      {children}
    </button>
  );
}
