import { bus, isApiError } from '@vitrin/shared';

/** Spec §8: a refusal shows the server's message; anything else our own translated text. */
export function toastError(error: unknown, fallback: string): void {
  const server = isApiError(error) && (error.kind === 'rejected' || error.kind === 'http') ? error.message : '';
  bus.emit('toast/show', { type: 'error', message: server || fallback });
}

export function toastSuccess(message: string | null | undefined, fallback: string): void {
  bus.emit('toast/show', { type: 'success', message: message || fallback });
}
