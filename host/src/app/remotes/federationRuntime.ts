import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteEntries } from './remotesDocument';
import { createFailurePlugin } from './failurePlugin';

/** The few federation calls the host makes; tests pass a fake. */
export interface Federation {
  /** Registers the remotes it can and returns them; one that the runtime refuses is logged and left out. */
  register(entries: RemoteEntries): RemoteEntries;
  load(id: string): Promise<unknown>;
}

/**
 * The runtime the webpack plugin created (asyncStartup). Never `createInstance`: a second instance
 * means a second share scope, hence a second React.
 */
export function createFederation(): Federation {
  let pluginRegistered = false;
  return {
    register(entries) {
      if (!pluginRegistered) {
        registerPlugins([createFailurePlugin()]);
        pluginRegistered = true;
      }
      const registered: RemoteEntries = {};
      for (const [name, info] of Object.entries(entries) as [keyof RemoteEntries, RemoteEntries[keyof RemoteEntries]][]) {
        if (!info) continue;
        try {
          registerRemotes([{ name, entry: info.entry }]);
          registered[name] = info;
        } catch (error) {
          console.error(`[vitrin] the federation runtime refused remote "${name}" (${info.entry}); its sections show their fallback.`, error);
        }
      }
      return registered;
    },
    load(id) {
      return loadRemote(id);
    },
  };
}
