import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Breadcrumbs } from './breadcrumbs/Breadcrumbs';
import { CallRequestHost } from './callRequest/CallRequestHost';
import { scheduleFingerprint } from '../member/fingerprint/fingerprint';
import { Footer } from './footer/Footer';
import { useIdleReveal } from './loading/useIdleReveal';
import { Header } from './header/Header';
import { useShellT } from './i18n/shellT';
import { LiveChat } from './liveChat/LiveChat';
import { LoadingIndicator } from './loading/LoadingIndicator';
import { usePathname } from './navigation/pathname';
import { CompactMenu } from './menu/CompactMenu';
import { MobileBottomBar } from './menu/MobileBottomBar';
import { PopupHost } from './popup/PopupHost';
import { ToastListener } from './toast/ToastListener';
import { TopBanner } from './topBanner/TopBanner';
import { useDocumentTitle } from './title/useDocumentTitle';
import './Layout.css';

// The left menu (a drawer) loads the first time it is opened.
const LeftMenu = lazy(() => import('./menu/LeftMenu').then((m) => ({ default: m.LeftMenu })));

/** Keeps the page title on the route's (its own component: the route matches change at every address). */
function DocumentTitle() {
  useDocumentTitle();
  return null;
}

/**
 * Below the first screen (main is at least a screen high): the footer, rendered in an idle moment.
 * Its own component, so the reveal re-renders the footer only, not the whole frame (ADR 0068).
 */
function FooterWhenIdle() {
  return useIdleReveal() ? <Footer /> : null;
}

/**
 * The frame of every page: banner, header, menus, the routed page, footer, and site-wide hosts.
 * It reads only the path (usePathname), so a change of query alone re-renders none of it.
 */
export function Layout() {
  const t = useShellT();
  const pathname = usePathname();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);

  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => scheduleFingerprint(), []);
  const openMenu = useCallback(() => {
    setMenuWanted(true);
    setMenuOpen(true);
  }, []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <div className="vt-layout">
      <a href="#main" className="vt-skip-link">
        {t('a11y.skipToContent')}
      </a>
      <TopBanner />
      <DocumentTitle />
      <Header onOpenMenu={openMenu} menuOpen={menuOpen} />
      {menuWanted && (
        <Suspense fallback={null}>
          <LeftMenu open={menuOpen} onClose={closeMenu} />
        </Suspense>
      )}
      {/* At least a screen high (Layout.css): pages that fill in never push the footer into view. */}
      <main id="main" tabIndex={-1} className="vt-main">
        <CompactMenu />
        <Breadcrumbs />
        <Suspense fallback={<LoadingIndicator minHeight="50vh" />}>
          <Outlet />
        </Suspense>
      </main>
      {/* Below the first screen (main is at least a screen high): rendered in an idle moment. */}
      <FooterWhenIdle />
      <MobileBottomBar />
      <ToastListener />
      <CallRequestHost />
      <PopupHost />
      <LiveChat />
    </div>
  );
}
