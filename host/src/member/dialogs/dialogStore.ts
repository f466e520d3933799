import { createStore } from '../ui/createStore';

/** Which account dialog is open; only one at a time (spec §4 open flags). */
export type DialogState =
  | { kind: null }
  | { kind: 'login'; returnTo?: string }
  | { kind: 'register' }
  | { kind: 'recovery' }
  | { kind: 'sms'; phone: string }
  | { kind: 'congrats'; celebrate: boolean };

export const dialogStore = createStore<DialogState>({ kind: null });

export function openDialog(state: DialogState): void {
  dialogStore.set(state);
}

export function closeAllDialogs(): void {
  dialogStore.set({ kind: null });
}
