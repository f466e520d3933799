// The remotes.json the dev host serves (`./vitrin dev`): every remote from its own dev server.
// It must pass the host's registry like a released document does: the registry refuses a version
// whose recorded contract it cannot run, so the dev servers record the contract their sources are
// built against (the CONTRACT_VERSION each remote's bundle reports).
import { CONTRACT_VERSION } from '@vitrin/contract';
import { SCHEMA_VERSION, type RemotesDocument } from './remotesDocument';

/** `remotes`: name → dev server port; `from`: where a remote comes from instead (its entry URL). */
export function devRemotesDocument(
  remotes: Readonly<Record<string, { port: number }>>,
  { at = new Date().toISOString(), from = {} }: { at?: string; from?: Readonly<Record<string, string>> } = {},
): RemotesDocument {
  const doc: RemotesDocument = { schemaVersion: SCHEMA_VERSION, remotes: {} };
  for (const [name, { port }] of Object.entries(remotes)) {
    const entry = from[name] ?? `http://localhost:${port}/remoteEntry.js`;
    doc.remotes[name] = {
      current: 'dev',
      versions: { dev: { entry, builtAt: at, contract: CONTRACT_VERSION } },
      history: [{ version: 'dev', at, action: 'use' }],
    };
  }
  return doc;
}
