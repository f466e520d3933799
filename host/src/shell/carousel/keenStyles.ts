/**
 * keen-slider's own stylesheet (keen-slider.min.css), as an sx object so the shell needs no CSS
 * loader and the rules arrive with the component that uses them.
 */
export const keenSliderSx = {
  '&.keen-slider:not([data-keen-slider-disabled])': {
    WebkitTouchCallout: 'none',
    WebkitTapHighlightColor: 'transparent',
    alignContent: 'flex-start',
    display: 'flex',
    overflow: 'hidden',
    position: 'relative',
    touchAction: 'pan-y',
    userSelect: 'none',
    width: '100%',
  },
  '&.keen-slider:not([data-keen-slider-disabled]) .keen-slider__slide': {
    minHeight: '100%',
    overflow: 'hidden',
    position: 'relative',
    width: '100%',
  },
} as const;
