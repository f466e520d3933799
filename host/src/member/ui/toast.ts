import { bus, isApiError } from '@vitrin/shared';

/** The server's own words when it sent some (spec §8), otherwise nothing. */
export function serverMessage(error: unknown): string {
  if (!isApiError(error)) return '';
  return error.kind === 'rejected' || error.kind === 'http' || error.kind === 'unauthorized' ? error.message.trim() : '';
}

export function toastError(error: unknown, fallback: string): void {
  bus.emit('toast/show', { type: 'error', message: serverMessage(error) || fallback });
}

export function toastSuccess(message: string | null | undefined, fallback: string): void {
  bus.emit('toast/show', { type: 'success', message: message?.trim() || fallback });
}
