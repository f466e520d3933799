import { useEffect, type ReactElement } from 'react';
import { SnackbarProvider, closeSnackbar, enqueueSnackbar, type TransitionProps } from 'notistack';
import CircularProgress from '@mui/material/CircularProgress';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import Slide from '@mui/material/Slide';
import { TOAST } from '@vitrin/contract';
import { createToastRegistry, planToast } from './toastRules';
import { shellT } from '../i18n/shellT';
import { CloseIcon } from '../icons/icons';

const registry = createToastRegistry();

/** Doubled class: above notistack's own rules without !important. */
const CONTAINER = '.notistack-SnackbarContainer.notistack-SnackbarContainer';

/** Over a full-screen overlay on a phone: at the bottom, clear of its first lines. */
const AT_THE_BOTTOM = {
  top: 'auto',
  bottom: 'calc(8px + env(safe-area-inset-bottom, 0px))',
  left: '8px',
  right: '8px',
  flexDirection: 'column',
} as const;

/** Phones: toasts stand below the header row, or at the bottom over a full-screen surface. */
const PHONE_MEDIA = '(max-width: 899.95px)';

/** What fills a phone's screen: a MUI full-screen dialog, the notifications' full-height sheet. */
const FULL_SCREEN_SURFACES = ['.MuiDialog-paperFullScreen', '[data-full-screen-sheet]'] as const;

/**
 * Where toasts stand (ADR 0028). Top-center (§9), the newest nearest the edge, so a new success
 * is never under an old error. On phones: below the header row and clear of both corners (a
 * full-screen dialog's close button); while a full-screen dialog is open, at the bottom instead:
 * its first lines are what the player reads (a trial-bonus offer was hidden under a toast). The
 * notifications' sheet fills the screen too (a full-height drawer, marked `data-full-screen-sheet`):
 * a live notification's toast stood over its first item and its "mark all as read" (ADR 0086).
 */
const TOAST_PLACEMENT = {
  [CONTAINER]: { flexDirection: 'column-reverse' },
  [`@media ${PHONE_MEDIA}`]: {
    [CONTAINER]: { top: '56px', left: '56px', right: '56px', width: 'auto', transform: 'none', maxWidth: 'none' },
    ...Object.fromEntries(FULL_SCREEN_SURFACES.map((surface) => [`body:has(${surface}) ${CONTAINER}`, AT_THE_BOTTOM])),
  },
} as const;

/** TOAST_PLACEMENT's rule for the bottom place, as the page stands now. */
function toastsStandAtTheBottom(): boolean {
  return FULL_SCREEN_SURFACES.some((surface) => document.querySelector(surface) !== null) && window.matchMedia(PHONE_MEDIA).matches;
}

/**
 * notistack slides a toast in from the edge its anchor names (the top) and out by it. A toast
 * that stands at the bottom then swept down across the whole full-screen form on its way in and
 * up across it on its way out, and a tap on a row's button ended on the toast passing under the
 * finger: the tap was lost (ADR 0028). Each toast comes and goes by the edge it stands by; the
 * direction is read at every render, so a toast that outlives the dialog leaves by the top.
 */
function EdgeSlide(props: TransitionProps & { children: ReactElement }) {
  return <Slide {...props} direction={toastsStandAtTheBottom() ? 'up' : 'down'} />;
}

/**
 * Shows one toast request; a request with the id of a toast on screen is ignored.
 * @public ToastListener calls it on the module it imports lazily (knip cannot see that use).
 */
export function showToast(request: Parameters<typeof planToast>[0]): void {
  const plan = planToast(request);
  if (!plan.message || !registry.accept(plan.key)) return;
  enqueueSnackbar(
    plan.loading ? (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
        <CircularProgress size={16} color="inherit" aria-hidden />
        {plan.message}
      </span>
    ) : (
      plan.message
    ),
    {
      key: plan.key,
      variant: plan.variant,
      autoHideDuration: plan.autoHideDuration,
      onExited: () => registry.release(plan.key),
    },
  );
}

/**
 * notistack with the spec's position, count and timings. ToastListener loads it with the first
 * toast and is told through onReady when toasts can be shown.
 */
export function ToastHost({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return (
    <>
      <GlobalStyles styles={TOAST_PLACEMENT} />
      <SnackbarProvider
        maxSnack={TOAST.maxVisible}
        anchorOrigin={TOAST.position}
        transitionDuration={{ enter: TOAST.enterMs, exit: TOAST.exitMs }}
        TransitionComponent={EdgeSlide}
        action={(key) => (
          <IconButton size="small" color="inherit" aria-label={shellT('toast.close')} onClick={() => closeSnackbar(key)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      />
    </>
  );
}
