import { lazy, Suspense, useEffect, useState } from 'react';
import { useBootstrap } from '../settings/useBootstrap';
import { rememberPopup, shouldShowPopup, type PopupContent } from './popupHash';
import { usePathname } from '../navigation/pathname';
import { marketingHeldUntil } from '../../member/responsible/marketingHold';
import { dialogAtom } from '../../member/dialogs/dialogStore';
import { pageStore } from '../../member/ui/pageStore';
import { whenPagePainted } from '../loading/pagePainted';

/**
 * The advertising popup never stacks on a dialog the player is busy with: a guest's deep link to a
 * member page lands on home with the login dialog open, and an advert over it (or right after it)
 * hides what the player came for. It waits for a home visit with nothing open; the content is
 * remembered only once it was shown.
 */
const somethingOpen = () => pageStore.get(dialogAtom).kind !== null;

const PopupBanner = lazy(() => import('./PopupBanner').then((m) => ({ default: m.PopupBanner })));

/**
 * Shows the bootstrap popup once per distinct content, on the home page, after the page's main
 * content has painted (then an idle moment) so it never competes with the first view: the
 * bootstrap data is often ready before the page (stored from the last visit).
 */
export function PopupHost() {
  const popup = useBootstrap()?.popup ?? null;
  const pathname = usePathname();
  const [shown, setShown] = useState<PopupContent | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    // No marketing popup during a break started in this browser, nor over a dialog.
    if (pathname !== '/' || !popup || marketingHeldUntil() || !shouldShowPopup(popup) || somethingOpen()) return;
    return whenPagePainted(() => {
      if (somethingOpen()) return;
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
