import { firstNavigation } from './firstNavigation';

function fakeRouter(initialized: boolean) {
  const listeners = new Set<(state: { initialized: boolean }) => void>();
  const router = {
    state: { initialized },
    subscribe(listener: (state: { initialized: boolean }) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const publish = (state: { initialized: boolean }) => {
    router.state = state;
    for (const listener of [...listeners]) listener(state);
  };
  return { router, publish, listeners };
}

describe('firstNavigation (the boot screen stays until the first page can render)', () => {
  it('settles at once when the router is ready', async () => {
    await expect(firstNavigation(fakeRouter(true).router)).resolves.toBeUndefined();
  });

  it('waits for the first navigation, then stops listening', async () => {
    const { router, publish, listeners } = fakeRouter(false);
    let done = false;
    const waiting = firstNavigation(router).then(() => {
      done = true;
    });
    publish({ initialized: false });
    await Promise.resolve();
    expect(done).toBe(false);
    publish({ initialized: true });
    await waiting;
    expect(done).toBe(true);
    expect(listeners.size).toBe(0);
  });
});
