// Build harness for the federation setup, used only to verify createConfig before/independently of
// the real host app: registers remotes from remotes.json and mounts their routes under a data router.
import { StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, RouterProvider, useMatches, type RouteObject } from 'react-router-dom';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import type { RemoteModule } from '@vitrin/contract';

type Doc = { remotes: Record<string, { current: string; versions: Record<string, { entry: string }> }> };

function Frame() {
  const [count, setCount] = useState(0);
  const matches = useMatches();
  return (
    <div>
      <nav aria-label="breadcrumb" data-testid="crumbs">
        {matches.map((m) => (m.handle as { crumb?: () => string } | undefined)?.crumb?.()).filter(Boolean).join(' / ')}
      </nav>
      <Button onClick={() => setCount((c) => c + 1)} data-testid="host-button">host {count}</Button>
      <Suspense fallback={<p>Loading...</p>}><Outlet /></Suspense>
    </div>
  );
}

async function main() {
  const doc = (await (await fetch('remotes.json', { cache: 'no-cache' })).json()) as Doc;
  registerRemotes(Object.entries(doc.remotes).map(([name, r]) => {
    const entry = r.versions[r.current]!.entry;
    return { name, entry: /^https?:/.test(entry) ? entry : new URL(entry, document.baseURI).href };
  }));
  const prefixes: Record<string, string> = { casino: '/casino', sports: '/spor', account: '/dashboard', payments: '/dashboard/deposit' };
  const loaded = new Set<string>();
  const routes: RouteObject[] = [{ id: 'root', path: '/', Component: Frame, children: [
    { index: true, element: <p>home</p> },
    { id: 'dashboard', path: 'dashboard', Component: Outlet },
  ] }];
  const router = createBrowserRouter(routes, {
    async patchRoutesOnNavigation({ path, patch }) {
      for (const [name, prefix] of Object.entries(prefixes)) {
        if (!path.startsWith(prefix) || loaded.has(name)) continue;
        loaded.add(name);
        const mod = (await loadRemote<{ remoteModule: RemoteModule }>(`${name}/module`))!;
        patch(name === 'account' || name === 'payments' ? 'dashboard' : 'root', mod.remoteModule.routes);
      }
    },
  });
  createRoot(document.getElementById('root')!).render(
    <StrictMode><ThemeProvider theme={createTheme()}><RouterProvider router={router} /></ThemeProvider></StrictMode>,
  );
}

void main();
