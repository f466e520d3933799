import { CONTRACT_VERSION, REMOTE_NAMES, type RemoteModule, type RemoteName } from '@vitrin/contract';
// The platform's own module (build time), not the package: the host's bundle never imports it.
import { devRemotesDocument, withDevRemote } from '../../../../platform/src/delivery/devRemotesDocument';
import manifest from '../../../../remotes.manifest.json';
import { createRemoteRegistry } from './remoteRegistry';
import { parseRemotesDocument } from './remotesDocument';

// `./vitrin dev` serves this document instead of dist/remotes.json; the host must register every
// remote from it exactly as from a released one (it once recorded contract "dev" and the registry
// refused every remote before loading it).
describe('the dev remotes.json', () => {
  const ports = Object.fromEntries(Object.entries(manifest.remotes).map(([name, remote]) => [name, { port: remote.devPort }]));
  const doc = devRemotesDocument(ports, { at: '2026-01-01T00:00:00.000Z' });

  it('records the contract the sources are built against', () => {
    for (const name of REMOTE_NAMES) expect(doc.remotes[name]?.versions.dev?.contract).toBe(CONTRACT_VERSION);
  });

  it("passes the host's parser and registry for every remote", async () => {
    const { entries, problems } = parseRemotesDocument(doc, 'http://localhost:3000/');
    expect(problems).toEqual([]);
    const load = jest.fn((request: string) => {
      const id = request.split('/')[0] as RemoteName;
      const module: RemoteModule = { id, contractVersion: CONTRACT_VERSION, version: 'dev', routes: [], slots: {} };
      return Promise.resolve({ remoteModule: module });
    });
    const registry = createRemoteRegistry({ entries, federation: { load }, timeoutMs: () => 1000 });
    for (const name of REMOTE_NAMES) {
      expect(entries[name]?.entry).toBe(`http://localhost:${manifest.remotes[name].devPort}/remoteEntry.js`);
      await expect(registry.load(name)).resolves.toMatchObject({ id: name });
    }
  });

  it('`./vitrin dev casino`: the casino from its dev build on the site, the rest as in service', () => {
    const served = {
      schemaVersion: 1 as const,
      host: { contract: CONTRACT_VERSION },
      remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, {
        current: '1.0.0',
        versions: { '1.0.0': { entry: `remotes/${name}/1.0.0/remoteEntry.js`, contract: CONTRACT_VERSION } },
        history: [],
      }])),
    };
    const { entries, problems } = parseRemotesDocument(withDevRemote(served, 'casino', 'dev/casino/remoteEntry.js'), 'http://localhost:3000/');
    expect(problems).toEqual([]);
    expect(entries.casino).toEqual({ entry: 'http://localhost:3000/dev/casino/remoteEntry.js', version: 'dev', contract: CONTRACT_VERSION });
    expect(entries.sports?.entry).toBe('http://localhost:3000/remotes/sports/1.0.0/remoteEntry.js');
  });
});
