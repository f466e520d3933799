import { Outlet } from 'react-router-dom';

/** Frame of every /casino page; the lobby chrome (categories, search) comes here later. */
export function CasinoLayout() {
  return <Outlet />;
}
