import { atom } from 'jotai';

/** Open flags of the mobile profile side panel and the notification panel / bottom sheet. */
export const profilePanelAtom = atom(false);
export const notificationPanelAtom = atom(false);
