import { useEffect } from 'react';
import { SnackbarProvider, closeSnackbar, enqueueSnackbar } from 'notistack';
import CircularProgress from '@mui/material/CircularProgress';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import { TOAST } from '@vitrin/contract';
import { createToastRegistry, planToast } from './toastRules';
import { shellT } from '../i18n/shellT';
import { CloseIcon } from '../icons/icons';

const registry = createToastRegistry();

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
      {/*
        Issue 13 item 11: on phones a full-screen dialog has its close button in the top corner;
        toasts stay top-center (§9) but below that row and clear of both corners.
      */}
      <GlobalStyles
        styles={{
          '@media (max-width: 899.95px)': {
            '.notistack-SnackbarContainer.notistack-SnackbarContainer': { top: '56px', left: '56px', right: '56px', width: 'auto', transform: 'none', maxWidth: 'none' },
          },
        }}
      />
      <SnackbarProvider
        maxSnack={TOAST.maxVisible}
        anchorOrigin={TOAST.position}
        transitionDuration={{ enter: TOAST.enterMs, exit: TOAST.exitMs }}
        action={(key) => (
          <IconButton size="small" color="inherit" aria-label={shellT('toast.close')} onClick={() => closeSnackbar(key)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      />
    </>
  );
}
