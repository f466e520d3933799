/**
 * On touch screens, what a player taps often answers a 44 × 44 px finger (WCAG 2.5.5; 2.5.8 asks
 * 24) even where the drawn control is smaller: the 35 px phone header cannot hold 44 px buttons,
 * so an invisible box centred on the control takes the taps around it. Mouse pointers keep the
 * drawn size.
 */
export const TOUCH_TARGET_PX = 44;

export const touchTargetSx = {
  '@media (pointer: coarse)': {
    position: 'relative',
    '&::after': {
      content: '""',
      position: 'absolute',
      top: '50%',
      left: '50%',
      width: `max(100%, ${TOUCH_TARGET_PX}px)`,
      height: `max(100%, ${TOUCH_TARGET_PX}px)`,
      transform: 'translate(-50%, -50%)',
    },
  },
} as const;

/**
 * An icon button in a row (the member header's bell and profile): on a touch screen it is drawn
 * 44 px wide, since the row has the room and a neighbour's invisible box would otherwise take the
 * sides of a 28 px icon, and the centred box adds the height the phone header cannot.
 */
export const touchIconSx = {
  '@media (pointer: coarse)': { ...touchTargetSx['@media (pointer: coarse)'], minWidth: TOUCH_TARGET_PX },
} as const;
