import { TOAST, type ToastKind } from '@vitrin/contract';
import { type BusEvents } from '@vitrin/shared';

export type ToastRequest = BusEvents['toast/show'];
export type NotistackVariant = 'default' | 'error' | 'success' | 'warning' | 'info';

export interface ToastPlan {
  key: string;
  variant: NotistackVariant;
  autoHideDuration: number;
  loading: boolean;
  message: string;
}

const VARIANTS: Record<ToastKind, NotistackVariant> = {
  blank: 'default',
  error: 'error',
  success: 'success',
  warning: 'warning',
  info: 'info',
  loading: 'info',
};

/** Spec §9: the id defaults to the creation time; durations by type. */
export function planToast(request: ToastRequest, now: number = Date.now()): ToastPlan {
  const type: ToastKind = request.type in VARIANTS ? request.type : 'blank';
  return {
    key: String(request.id ?? now),
    variant: VARIANTS[type],
    autoHideDuration: TOAST.durationMs[type],
    loading: type === 'loading',
    message: String(request.message ?? ''),
  };
}

/** Remembers the ids on screen so a toast with the id of a visible one is ignored (spec §9). */
export function createToastRegistry() {
  const visible = new Set<string>();
  return {
    accept(key: string): boolean {
      if (visible.has(key)) return false;
      visible.add(key);
      return true;
    },
    release(key: string): void {
      visible.delete(key);
    },
    get size() {
      return visible.size;
    },
  };
}
