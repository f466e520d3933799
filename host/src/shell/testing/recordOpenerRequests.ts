import type { ComponentType } from 'react';
import { registerSlotLoader } from '@vitrin/shared';

/**
 * For the opener hosts' tests: registers a slot loader whose component records every request it is
 * handed, in place of the remote's opener (casino GameOpener, payments PaymentsOpener).
 */
export function recordOpenerRequests() {
  const seen: unknown[] = [];
  const Opener: ComponentType<{ request: unknown }> = ({ request }) => {
    seen.push(request);
    return null;
  };
  const loader = jest.fn(() => Promise.resolve(Opener as ComponentType<object>));
  registerSlotLoader(loader);
  return { seen, loader };
}
