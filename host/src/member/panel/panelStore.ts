import { createStore } from '../ui/createStore';

/** Open flags of the mobile profile side panel and the notification panel / bottom sheet. */
export const profilePanelStore = createStore(false);
export const notificationPanelStore = createStore(false);
