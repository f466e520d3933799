import { useId, type ReactElement } from 'react';
import './ShellTooltip.css';

interface ShellTooltipProps {
  title: string;
  children: ReactElement;
}

/**
 * A light tooltip for the header's icon buttons with the spec's constants (show 300 ms, hide
 * 250 ms, max width 350, z-index 9999, offset 10 px; ShellTooltip.css). CSS only: MUI's Tooltip would bring Popper
 * into the first load of every page. The bubble repeats the button's accessible name, so it is
 * hidden from assistive technology.
 */
export function ShellTooltip({ title, children }: ShellTooltipProps) {
  const id = useId();
  return (
    <span className="vt-tooltip">
      {children}
      <span role="presentation" aria-hidden id={id}>
        {title}
      </span>
    </span>
  );
}
