// The toasts a component shows through the bus (`toast/show`), for every package's component
// tests. Each package re-exports it from its own `testing/` folder.
import { bus } from '../src/bus/bus';

export interface ShownToast {
  type: string;
  message: string;
}

/**
 * Collects the toasts afresh for each test of the calling `describe` (or file): it registers its
 * own beforeEach (start listening, empty the list) and afterEach (stop listening).
 */
export function collectToasts(): ShownToast[] {
  const toasts: ShownToast[] = [];
  let off = (): void => undefined;
  beforeEach(() => {
    toasts.length = 0;
    off = bus.on('toast/show', (toast) => void toasts.push(toast));
  });
  afterEach(() => off());
  return toasts;
}
