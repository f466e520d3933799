import { Outlet } from 'react-router-dom';

// Placeholder until the host-shell work lands: header, menus, footer around the routed page.
export function Layout() {
  return (
    <main>
      <Outlet />
    </main>
  );
}
