// Spec §9: mobile is detected by browser markers, excluding iPad (which gets the desktop site).
const MOBILE_MARKERS = /Android|webOS|iPhone|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

export function isMobileBrowser(userAgent: string = globalThis.navigator?.userAgent ?? ''): boolean {
  if (/iPad/i.test(userAgent)) return false;
  return MOBILE_MARKERS.test(userAgent);
}
