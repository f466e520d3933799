import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../App';
import { createFederation } from '../remotes/federationRuntime';
import { createAppRouter } from '../router/createAppRouter';
import { prepareApp } from './prepareApp';

/** Start-up: prepare (bootstrap, remotes, member state), then render the router. */
export async function startApp(container: HTMLElement | null = document.getElementById('root')): Promise<void> {
  const { registry } = await prepareApp(createFederation());
  const router = createAppRouter(registry);
  const target = container ?? document.body.appendChild(document.createElement('div'));
  createRoot(target).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
