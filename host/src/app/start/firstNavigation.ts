interface InitializingRouter {
  readonly state: { initialized: boolean };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
}

/**
 * Settles when the router's first navigation is done: a remote's routes patched in, their lazy
 * pages loaded, the loaders run (or failed into the section's fallback). Rendering before would
 * replace the boot screen — with the first tiles or banner the server painted there —
 * by the router's hydrate fallback, a bare spinner, and paint the page twice.
 */
export function firstNavigation(router: InitializingRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
