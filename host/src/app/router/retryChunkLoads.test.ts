import { isChunkLoadError, retryChunkLoads, withChunkRetry } from './retryChunkLoads';

const chunkError = () => Object.assign(new Error('Loading chunk 512 failed.\n(error: http://x/remotes/casino/1.0.0/512.js)'), { name: 'ChunkLoadError' });

describe('chunk load retry', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('loads again after a transient chunk failure, so the section never falls back', async () => {
    const load = jest.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce({ Component: 'Page' });
    await expect(withChunkRetry(load, 2, 0)()).resolves.toEqual({ Component: 'Page' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after its retries, and never retries another error', async () => {
    const failing = jest.fn().mockRejectedValue(chunkError());
    await expect(withChunkRetry(failing, 2, 0)()).rejects.toThrow(/Loading chunk 512 failed/);
    expect(failing).toHaveBeenCalledTimes(3);
    const broken = jest.fn().mockRejectedValue(new TypeError('x is undefined'));
    await expect(withChunkRetry(broken, 2, 0)()).rejects.toThrow(TypeError);
    expect(broken).toHaveBeenCalledTimes(1);
  });

  it('wraps every lazy route, nested ones too, and tells chunk errors apart', async () => {
    const inner = jest.fn().mockRejectedValueOnce(chunkError()).mockResolvedValue({});
    const [layout] = retryChunkLoads([{ path: 'casino', children: [{ path: 'slot', lazy: inner }] }]);
    await (layout!.children![0]!.lazy as () => Promise<unknown>)();
    expect(inner).toHaveBeenCalledTimes(2);
    expect(isChunkLoadError(new Error('Loading CSS chunk 3 failed'))).toBe(true);
    expect(isChunkLoadError('Loading chunk 3 failed')).toBe(false);
  });
});
