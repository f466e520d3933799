import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import ButtonBase from '@mui/material/ButtonBase';
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
 * Classes `vt-menu-entry`, and `vt-current` on the entry of the page the player is on.
 */
export function MenuEntry({ item, children, onChosen, current }: MenuEntryProps) {
  const className = current ? 'vt-menu-entry vt-current' : 'vt-menu-entry';
  if (item.action.kind === 'link') {
    return (
      <ButtonBase
        className={className}
        component={RouterLink}
        to={item.action.to}
        aria-current={current ? 'page' : undefined}
        onClick={() => onChosen?.()}
        data-menu-id={item.id}
      >
        {children}
      </ButtonBase>
    );
  }
  const { action } = item;
  return (
    <ButtonBase
      className={className}
      data-menu-id={item.id}
      onClick={() => {
        onChosen?.();
        runMenuAction(action);
      }}
    >
      {children}
    </ButtonBase>
  );
}
