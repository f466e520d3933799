import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useChannel } from '@vitrin/shared';
import { registerNavigator, setLastLocation } from './auth/navigation';
import { dialogAtom } from './dialogs/dialogStore';
import { notificationPanelAtom, profilePanelAtom } from './panel/panelStore';
import { useIsMobile } from './ui/useIsMobile';
import { RealityCheck } from './responsible/RealityCheck';

// Every dialog and panel is its own chunk, fetched the first time it opens.
const LoginDialog = lazy(() => import(/* webpackChunkName: "member-login" */ './dialogs/LoginDialog').then((m) => ({ default: m.LoginDialog })));
const RegisterDialog = lazy(() => import(/* webpackChunkName: "member-register" */ './dialogs/RegisterDialog').then((m) => ({ default: m.RegisterDialog })));
const RecoveryDialog = lazy(() => import(/* webpackChunkName: "member-recovery" */ './dialogs/RecoveryDialog').then((m) => ({ default: m.RecoveryDialog })));
const SmsVerifyDialog = lazy(() => import(/* webpackChunkName: "member-sms" */ './dialogs/SmsVerifyDialog').then((m) => ({ default: m.SmsVerifyDialog })));
const CongratsDialog = lazy(() => import(/* webpackChunkName: "member-congrats" */ './dialogs/CongratsDialog').then((m) => ({ default: m.CongratsDialog })));
const ProfilePanel = lazy(() => import(/* webpackChunkName: "member-panel" */ './panel/ProfilePanel').then((m) => ({ default: m.ProfilePanel })));
const NotificationSheet = lazy(() => import(/* webpackChunkName: "member-notifications" */ './notifications/NotificationSheet').then((m) => ({ default: m.NotificationSheet })));

/** Rendered once inside the shell's Layout: the account dialogs and the members' panels. */
export function MemberRoot() {
  const navigate = useNavigate();
  const location = useLocation();
  const dialog = useAtomValue(dialogAtom);
  const auth = useChannel('auth');
  const profileOpen = useAtomValue(profilePanelAtom);
  const notificationsOpen = useAtomValue(notificationPanelAtom);
  const mobile = useIsMobile();

  useEffect(() => {
    registerNavigator((to) => void navigate(to));
    return () => registerNavigator(null);
  }, [navigate]);

  useEffect(() => {
    setLastLocation(`${location.pathname}${location.search}${location.hash}`);
  }, [location.pathname, location.search, location.hash]);

  return (
    <Suspense fallback={null}>
      {dialog.kind === 'login' && <LoginDialog returnTo={dialog.returnTo} />}
      {dialog.kind === 'register' && <RegisterDialog />}
      {dialog.kind === 'recovery' && <RecoveryDialog />}
      {dialog.kind === 'sms' && <SmsVerifyDialog phone={dialog.phone} />}
      {dialog.kind === 'congrats' && <CongratsDialog celebrate={dialog.celebrate} />}
      {auth.hasLogin && mobile && profileOpen && <ProfilePanel />}
      {auth.hasLogin && mobile && notificationsOpen && <NotificationSheet />}
      <RealityCheck />
    </Suspense>
  );
}
