import { Suspense, useCallback, useState, type ReactNode } from 'react';
import type { RemoteName, SlotPropsMap } from '@vitrin/contract';
import { RemoteBoundary } from './RemoteBoundary';
import { SectionFallback } from './SectionFallback';
import { retrySlot, slotComponent } from './slotLoader';

/**
 * Typed by the contract's `SlotPropsMap`: the remote, the slot name and its props are checked
 * where the slot is placed, the way bus payloads are.
 */
export interface SlotProps<R extends RemoteName = RemoteName, N extends keyof SlotPropsMap[R] = keyof SlotPropsMap[R]> {
  /** Remote that owns the slot (remotes.manifest.json). */
  remote: R;
  /** Name of the slot in the remote's module (`slots`). */
  name: N & string;
  /** Props passed to the slot component. */
  props?: SlotPropsMap[R][N];
  /** Passed to the slot component as its children (e.g. a frame around an Outlet). */
  children?: ReactNode;
  /**
   * Shown when the remote or the slot is unavailable. A function receives `retry`.
   * Default: nothing for quiet slots, otherwise the translated section fallback with Retry.
   */
  fallback?: ReactNode | ((retry: () => void) => ReactNode);
  /** Shown while the slot loads (default: nothing). */
  loading?: ReactNode;
  /** A decorative slot: render nothing instead of the section notice when it is unavailable. */
  quiet?: boolean;
}

function SlotContent({ remote, name, props, children }: { remote: string; name: string; props?: object; children?: ReactNode }) {
  const SlotComponent = slotComponent(remote, name);
  return <SlotComponent {...props}>{children}</SlotComponent>;
}

/**
 * Places a named slot of a remote (`<Slot remote="casino" name="HomeGameRails"/>`). It loads the
 * remote only when rendered, and whatever fails — the remote, the slot, its render — stays
 * inside: the fallback shows and the rest of the page keeps working.
 */
export function Slot<R extends RemoteName, N extends keyof SlotPropsMap[R]>({
  remote, name, props, children, fallback, loading = null, quiet = false,
}: SlotProps<R, N>) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    void retrySlot(remote, name);
    setAttempt((n) => n + 1);
  }, [remote, name]);

  let shown: ReactNode;
  if (typeof fallback === 'function') shown = fallback(retry);
  else if (fallback !== undefined) shown = fallback;
  else shown = quiet ? null : <SectionFallback remote={remote} onRetry={retry} />;

  return (
    <RemoteBoundary key={`${remote}/${name}#${attempt}`} remote={remote} what={`slot ${name}`} fallback={shown}>
      <Suspense fallback={loading}>
        <SlotContent remote={remote} name={name} props={props as object | undefined}>
          {children}
        </SlotContent>
      </Suspense>
    </RemoteBoundary>
  );
}
