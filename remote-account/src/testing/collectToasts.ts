import { bus } from '@vitrin/shared';

export interface ShownToast {
  type: string;
  message: string;
}

/**
 * The toasts a page shows through the bus (`toast/show`), collected afresh for each test of the
 * calling `describe` (it registers its own beforeEach/afterEach).
 */
export function collectToasts(): ShownToast[] {
  const toasts: ShownToast[] = [];
  let off = () => undefined as void;
  beforeEach(() => {
    toasts.length = 0;
    off = bus.on('toast/show', (toast) => void toasts.push(toast));
  });
  afterEach(() => off());
  return toasts;
}
