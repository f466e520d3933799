import { CONTRACT_VERSION, type RemoteModule } from '@vitrin/contract';
import { bus, isRemoteLoadError } from '@vitrin/shared';
import { remoteFallback } from './remoteFallback';
import { createRemoteRegistry } from './remoteRegistry';

const casino: RemoteModule = { id: 'casino', contractVersion: CONTRACT_VERSION, version: '1.0.0', routes: [], slots: {} };
const entries = { casino: { entry: 'https://site/remotes/casino/1.0.0/remoteEntry.js', version: '1.0.0' } };

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (isRemoteLoadError(error)) return error.reason;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('remote registry', () => {
  let failures: Array<{ remote: string; reason: string }>;
  let off: () => void;
  beforeEach(() => {
    failures = [];
    off = bus.on('remote/failed', (p) => failures.push(p));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    off();
    jest.restoreAllMocks();
  });

  it('loads <name>/module once, accepting a named, default or bare module', async () => {
    for (const shape of [{ remoteModule: casino }, { default: casino }, casino]) {
      const load = jest.fn().mockResolvedValue(shape);
      const registry = createRemoteRegistry({ entries, federation: { load }, timeoutMs: () => 1000 });
      await expect(registry.load('casino')).resolves.toBe(casino);
      await registry.load('casino');
      expect(load).toHaveBeenCalledTimes(1);
      expect(load).toHaveBeenCalledWith('casino/module');
      expect(registry.status('casino')).toBe('ready');
    }
  });

  it.each([
    ['a remote with no entry', {}, () => Promise.resolve(casino), 'unavailable'],
    ['a load error', entries, () => Promise.reject(new Error('boom')), 'load-error'],
    ['the failure plugin fallback', entries, () => Promise.resolve(remoteFallback('casino/module', new Error('404'))), 'load-error'],
    ['another contract major', entries, () => Promise.resolve({ remoteModule: { ...casino, contractVersion: '2.0.0' } }), 'incompatible'],
    ['a newer contract minor than the host', entries, () => Promise.resolve({ remoteModule: { ...casino, contractVersion: '1.999.0' } }), 'incompatible'],
    // remotes.json records the build's contract: refused before anything is downloaded.
    ['a recorded contract of another major', { casino: { ...entries.casino!, contract: '2.0.0' } }, () => Promise.resolve({ remoteModule: casino }), 'incompatible'],
    ['something that is not a module', entries, () => Promise.resolve({ whatever: 1 }), 'invalid-module'],
    ['a time-out', entries, () => new Promise(() => undefined), 'timeout'],
  ])('fails with a reported RemoteLoadError for %s', async (_what, given, load, reason) => {
    const registry = createRemoteRegistry({ entries: given, federation: { load: jest.fn(load) }, timeoutMs: () => 20 });
    expect(await reasonOf(registry.load('casino'))).toBe(reason);
    expect(registry.status('casino')).toBe('failed');
    expect(failures).toEqual([{ remote: 'casino', reason: expect.stringMatching(new RegExp(`^${reason}: `)) }]);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining(`remote "casino" is unavailable (${reason})`), ...(reason === 'load-error' ? [expect.anything()] : []));
  });

  it('keeps a failure until forget(), then loads again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce({ remoteModule: casino });
    const registry = createRemoteRegistry({ entries, federation: { load }, timeoutMs: () => 1000 });
    const seen: string[] = [];
    registry.subscribe(() => seen.push(registry.status('casino')));
    await expect(registry.load('casino')).rejects.toThrow();
    await expect(registry.load('casino')).rejects.toThrow();
    expect(load).toHaveBeenCalledTimes(1);
    registry.forget('casino');
    await expect(registry.load('casino')).resolves.toBe(casino);
    expect(seen).toEqual(['loading', 'failed', 'idle', 'loading', 'ready']);
  });
});
