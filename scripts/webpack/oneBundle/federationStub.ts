// Throw-away: the host's federation calls, answered by direct imports of the remotes' modules, so
// the same pages can be built as ONE bundle and compared with the federated build (ADR 0006).
// Not shipped; only oneBundle.config.js aliases the host's federationRuntime to this file.
import type { RemoteEntries } from '../../../host/src/app/remotes/remotesDocument';

export interface Federation {
  register(entries: RemoteEntries): RemoteEntries;
  load(id: string): Promise<unknown>;
}

const modules: Record<string, () => Promise<unknown>> = {
  'sports/module': () => import('../../../remote-sports/src/module'),
  'casino/module': () => import('../../../remote-casino/src/module'),
  'account/module': () => import('../../../remote-account/src/module'),
  'payments/module': () => import('../../../remote-payments/src/module'),
};

export function createFederation(): Federation {
  return {
    register: (entries) => entries,
    load(id) {
      const load = modules[id];
      return load ? load() : Promise.reject(new Error(`unknown module ${id}`));
    },
  };
}
