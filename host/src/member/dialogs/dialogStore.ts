import { atom } from 'jotai';
import { pageStore } from '../ui/pageStore';

/** Which account dialog is open; only one at a time (spec §4 open flags). */
export type DialogState =
  | { kind: null }
  | { kind: 'login'; returnTo?: string }
  | { kind: 'register' }
  | { kind: 'recovery' }
  | { kind: 'sms'; phone: string }
  | { kind: 'congrats'; celebrate: boolean };

export const dialogAtom = atom<DialogState>({ kind: null });

export function openDialog(state: DialogState): void {
  pageStore.set(dialogAtom, state);
}

export function closeAllDialogs(): void {
  pageStore.set(dialogAtom, { kind: null });
}
