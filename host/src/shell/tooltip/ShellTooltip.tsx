import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';
import { TOOLTIP } from '@vitrin/shared';

const popperSlot = {
  sx: { zIndex: TOOLTIP.zIndex },
  modifiers: [{ name: 'offset', options: { offset: [...TOOLTIP.offset] } }],
};

/** A tooltip with the spec's constants; the theme already sets the delays and the max width. */
export function ShellTooltip(props: TooltipProps) {
  return <Tooltip arrow {...props} slotProps={{ popper: popperSlot, ...props.slotProps }} />;
}
