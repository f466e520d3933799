import './touchTarget.css';

/**
 * The size a finger needs (WCAG 2.5.5): the classes of touchTarget.css give a smaller control an
 * invisible box this big on touch screens (`vt-touch-target`; `vt-touch-icon` also draws an icon
 * button in a row this wide). Mouse pointers keep the drawn size.
 */
export const TOUCH_TARGET_PX = 44;

/** The class of a control that takes the taps of a TOUCH_TARGET_PX box on touch screens. */
export const TOUCH_TARGET_CLASS = 'vt-touch-target';
/** The same for an icon button in a row, drawn TOUCH_TARGET_PX wide on touch screens. */
export const TOUCH_ICON_CLASS = 'vt-touch-icon';
