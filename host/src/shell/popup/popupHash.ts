import { STORAGE_KEYS } from '@vitrin/contract';

export interface PopupContent {
  images: { url: string }[];
  url?: string | null;
}

/** A short, stable hash of the popup content (djb2 over its JSON). */
export function popupHash(popup: PopupContent): string {
  const text = JSON.stringify({ images: popup.images.map((image) => image.url), url: popup.url ?? null });
  let hash = 5381;
  for (let i = 0; i < text.length; i += 1) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(36);
}

/** Spec §4: shown once per distinct content; a changed popup shows again. */
export function shouldShowPopup(popup: PopupContent | null | undefined, storage: Storage | undefined = globalThis.localStorage): boolean {
  if (!popup || popup.images.length === 0) return false;
  try {
    return storage?.getItem(STORAGE_KEYS.popupHash) !== popupHash(popup);
  } catch {
    return true;
  }
}

export function rememberPopup(popup: PopupContent, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(STORAGE_KEYS.popupHash, popupHash(popup));
  } catch {
    // Without storage the popup may show again; harmless.
  }
}
