// The remotes.json the dev host serves (`./vitrin dev`): every remote from its own dev server.
// It must pass the host's registry like a released document does: the registry refuses a version
// whose recorded contract it cannot run, so the dev servers record the contract their sources are
// built against (the CONTRACT_VERSION each remote's bundle reports).
import { CONTRACT_VERSION } from '@vitrin/contract';
import { SCHEMA_VERSION, type RemotesDocument } from './remotesDocument';

/**
 * `remotes`: name → dev server port and the descriptor its sources declare (so the dev host builds
 * its routes and menus as in production); `from`: where a remote comes from instead (its entry URL).
 */
export function devRemotesDocument(
  remotes: Readonly<Record<string, { port: number; descriptor?: unknown }>>,
  { at = new Date().toISOString(), from = {} }: { at?: string; from?: Readonly<Record<string, string>> } = {},
): RemotesDocument {
  const doc: RemotesDocument = { schemaVersion: SCHEMA_VERSION, remotes: {} };
  for (const [name, { port, descriptor }] of Object.entries(remotes)) {
    const entry = from[name] ?? `http://localhost:${port}/remoteEntry.js`;
    doc.remotes[name] = {
      current: 'dev',
      versions: { dev: { entry, builtAt: at, contract: CONTRACT_VERSION, ...(descriptor === undefined ? {} : { descriptor }) } },
      history: [{ version: 'dev', at, action: 'use' }],
    };
  }
  return doc;
}

/**
 * `./vitrin dev <remote>`: the document in service with one remote taken from its dev server
 * instead (a version `dev` put in service, entry relative to the site, so the page loads it from
 * its own origin and the content security policy stays `script-src 'self'`); the other remotes
 * stay the production versions in service. `descriptor`: the one its sources declare now, so a
 * new route or menu entry shows in the running site.
 */
export function withDevRemote(doc: RemotesDocument, remote: string, entry: string, descriptor?: unknown, at = new Date().toISOString()): RemotesDocument {
  const state = doc.remotes[remote] ?? { current: null, versions: {}, history: [] };
  return {
    ...doc,
    remotes: {
      ...doc.remotes,
      [remote]: {
        ...state,
        current: 'dev',
        versions: { ...state.versions, dev: { entry, builtAt: at, contract: CONTRACT_VERSION, ...(descriptor === undefined ? {} : { descriptor }) } },
        history: [...state.history, { version: 'dev', at, action: 'use' }],
      },
    },
  };
}

/**
 * `SITE_ORIGINS` of the sandbox `./vitrin dev` starts: the pages are served by a dev server on
 * another port than the sandbox's, and the sandbox's provider pages (sportsbook frames, games)
 * accept only the site's origins as their parent (frame-ancestors, postMessage checks). Both
 * loopback names of each port, as the sandbox names its own.
 */
export function devSiteOrigins(ports: readonly number[]): string {
  return [...new Set(ports)].flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`]).join(',');
}
