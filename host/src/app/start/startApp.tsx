import { lazy, startTransition, StrictMode, Suspense, type ErrorInfo } from 'react';
import { createRoot } from 'react-dom/client';
import { isRemoteLoadError } from '@vitrin/shared';
import { App } from '../App';
import { createFederation } from '../remotes/federationRuntime';
import { createAppRouter } from '../router/createAppRouter';
import { localizeBootScreen, showBootError } from './bootScreen';
import { firstNavigation } from './firstNavigation';
import { prepareApp, type PreparedApp } from './prepareApp';

/** React logs every error a boundary catches; a remote failure was already logged once, clearly. */
function onCaughtError(error: unknown, info: ErrorInfo): void {
  if (isRemoteLoadError(error) && error.reported) return;
  console.error(error, info.componentStack);
}

// Loaded only in a browser with an override in force: players never download it.
const OverrideNotice = lazy(() => import('../remotes/OverrideNotice').then((m) => ({ default: m.OverrideNotice })));

/** Start-up: prepare (bootstrap, remotes, member state), then render the router. */
export async function startApp(container: HTMLElement | null = document.getElementById('root')): Promise<void> {
  localizeBootScreen();
  let prepared: PreparedApp;
  try {
    prepared = await prepareApp(createFederation());
  } catch (error) {
    console.error('[vitrin] start-up failed', error);
    showBootError(() => window.location.reload());
    return;
  }
  const { registry, overrides } = prepared;
  const router = createAppRouter(registry);
  // The boot screen stays while a remote's page loads for the first address (firstNavigation).
  await firstNavigation(router);
  const target = container ?? document.body.appendChild(document.createElement('div'));
  const root = createRoot(target, { onCaughtError });
  // The first render as a transition: React renders it in slices of a few milliseconds and lets
  // the browser in between, instead of one task of hundreds of milliseconds on a slow phone
  // (total blocking time). The boot screen stays until the shell is committed.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
        {overrides.length > 0 && (
          <Suspense fallback={null}>
            <OverrideNotice overrides={overrides} />
          </Suspense>
        )}
      </StrictMode>,
    );
  });
}
