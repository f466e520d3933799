/** Why a remote section could not be shown; the host's loader and the slot loader share it. */
export type RemoteFailureReason =
  | 'unavailable' // no usable entry in remotes.json
  | 'load-error' // the entry or the module failed to load (after the runtime's one retry)
  | 'timeout' // the load took longer than the configured time-out
  | 'incompatible' // built against another contract major
  | 'invalid-module' // the exposed module is not a RemoteModule
  | 'missing-slot'; // the module has no slot of that name

/**
 * A remote or slot that cannot be shown. `reported` tells boundaries that the loader has already
 * logged it and emitted `remote/failed`, so they do not report the same failure twice.
 */
export class RemoteLoadError extends Error {
  readonly remote: string;
  readonly reason: RemoteFailureReason;
  reported: boolean;

  constructor(remote: string, reason: RemoteFailureReason, message: string, options: { cause?: unknown; reported?: boolean } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'RemoteLoadError';
    this.remote = remote;
    this.reason = reason;
    this.reported = options.reported ?? false;
  }
}

export function isRemoteLoadError(error: unknown): error is RemoteLoadError {
  return error instanceof Error && error.name === 'RemoteLoadError' && 'remote' in error && 'reason' in error;
}
