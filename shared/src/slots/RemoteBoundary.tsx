import { Component, type ErrorInfo, type ReactNode } from 'react';
import { bus } from '../bus/bus';
import { isRemoteLoadError } from './RemoteLoadError';

export interface RemoteBoundaryProps {
  /** The remote whose UI is inside; named in `remote/failed` and the console. */
  remote: string;
  /** What is being shown, for the log ("slot HomeGameRails", "route /casino/slot"). */
  what: string;
  /** Rendered instead of the children once they threw. */
  fallback: ReactNode;
  children?: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Catches whatever a remote's UI throws (a failed load through `use`, a render error) so only its
 * section shows a fallback. Reset it by changing its `key`.
 */
export class RemoteBoundary extends Component<RemoteBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // A load failure was already reported by the loader; a render error was not.
    if (isRemoteLoadError(error) && error.reported) return;
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`[vitrin] ${this.props.what} of remote "${this.props.remote}" failed: ${reason}`, error, info.componentStack);
    bus.emit('remote/failed', { remote: this.props.remote, reason: `${this.props.what}: ${reason}` });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
