import { useId, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import { TOOLTIP } from '@vitrin/contract';

interface ShellTooltipProps {
  title: string;
  children: ReactElement;
}

/**
 * A light tooltip for the header's icon buttons with the spec's constants (show 300 ms, hide
 * 250 ms, max width 350, z-index 9999, offset 10 px). CSS only: MUI's Tooltip would bring Popper
 * into the first load of every page. The bubble repeats the button's accessible name, so it is
 * hidden from assistive technology.
 */
export function ShellTooltip({ title, children }: ShellTooltipProps) {
  const id = useId();
  return (
    <Box
      component="span"
      sx={{
        position: 'relative',
        display: 'inline-flex',
        '& > [role="presentation"]': {
          position: 'absolute',
          top: `calc(100% + ${TOOLTIP.offset[1]}px)`,
          left: '50%',
          transform: 'translateX(-50%) translateY(-4px)',
          zIndex: TOOLTIP.zIndex,
          maxWidth: TOOLTIP.maxWidth,
          width: 'max-content',
          px: 1,
          py: 0.5,
          borderRadius: 1,
          bgcolor: 'rgba(28, 36, 57, 0.96)',
          color: 'text.primary',
          fontSize: 12,
          fontWeight: 500,
          pointerEvents: 'none',
          opacity: 0,
          visibility: 'hidden',
          transition: `opacity 150ms ease ${TOOLTIP.hideMs}ms, transform 150ms ease ${TOOLTIP.hideMs}ms, visibility 0s linear ${TOOLTIP.hideMs + 150}ms`,
        },
        '&:hover > [role="presentation"], &:focus-within > [role="presentation"]': {
          opacity: 1,
          visibility: 'visible',
          transform: 'translateX(-50%) translateY(0)',
          transition: `opacity 150ms ease ${TOOLTIP.showMs}ms, transform 150ms ease ${TOOLTIP.showMs}ms, visibility 0s linear ${TOOLTIP.showMs}ms`,
        },
      }}
    >
      {children}
      <span role="presentation" aria-hidden id={id}>
        {title}
      </span>
    </Box>
  );
}
