import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';
import type { MenuItem } from './menuItems';
import { runMenuAction } from './runMenuAction';

interface MenuEntryProps {
  sx?: SxProps<Theme>;
  item: MenuItem;
  children: ReactNode;
  onChosen?: () => void;
  current?: boolean;
}

/** One menu entry: a real link for routes (so it can open in a new tab), a button otherwise. */
export function MenuEntry({ item, children, onChosen, current, sx }: MenuEntryProps) {
  if (item.action.kind === 'link') {
    return (
      <ButtonBase
        sx={sx}
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
      sx={sx}
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
