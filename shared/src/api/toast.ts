import { bus } from '../bus/bus';
import { isApiError } from './ApiError';

// The toasts every package raises over the bus (the host's ToastHost shows them): one reading of
// an error for the host and every remote, so a refusal reads the same wherever it happened.

/** The server's own words when it sent some (spec §8), otherwise nothing. */
export function serverMessage(error: unknown): string {
  if (!isApiError(error)) return '';
  return error.kind === 'rejected' || error.kind === 'http' || error.kind === 'unauthorized' ? error.message.trim() : '';
}

/** Spec §8: a refusal shows the server's message; anything else our own translated text. */
export function toastError(error: unknown, fallback: string): void {
  bus.emit('toast/show', { type: 'error', message: serverMessage(error) || fallback });
}

export function toastSuccess(message: string | null | undefined, fallback: string): void {
  bus.emit('toast/show', { type: 'success', message: message?.trim() || fallback });
}
