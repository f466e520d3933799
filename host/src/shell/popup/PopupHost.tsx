import { lazy, Suspense, useEffect, useState } from 'react';
import { useBootstrap } from '../settings/useBootstrap';
import { rememberPopup, shouldShowPopup, type PopupContent } from './popupHash';
import { usePathname } from '../navigation/pathname';
import { marketingHeldUntil } from '../../member/responsible/marketingHold';

const PopupBanner = lazy(() => import('./PopupBanner').then((m) => ({ default: m.PopupBanner })));

const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 300);
  return () => clearTimeout(id);
};

/**
 * Shows the bootstrap popup once per distinct content, on the home page, after the page has
 * painted so it never competes with the first view.
 */
export function PopupHost() {
  const { popup } = useBootstrap();
  const pathname = usePathname();
  const [shown, setShown] = useState<PopupContent | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    // No marketing popup during a break started in this browser.
    if (pathname !== '/' || !popup || marketingHeldUntil() || !shouldShowPopup(popup)) return;
    return whenIdle(() => {
      rememberPopup(popup);
      setShown(popup);
      setOpen(true);
    });
  }, [popup, pathname]);

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <PopupBanner popup={shown} open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
