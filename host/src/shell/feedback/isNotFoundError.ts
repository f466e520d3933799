import { isApiError } from '@vitrin/shared';

/** The server's way of saying "no such item": success false, or a 404. */
export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'rejected' || (error.kind === 'http' && error.status === 404));
}
