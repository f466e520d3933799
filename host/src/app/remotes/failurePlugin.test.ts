import { createFailurePlugin } from './failurePlugin';
import { isRemoteFallback } from './remoteFallback';

type Hook = (args: { id: string; error: unknown; lifecycle: string; origin: { loadRemote: (id: string) => Promise<unknown> } }) => Promise<unknown>;

describe('federation failure plugin', () => {
  const hook = () => createFailurePlugin().errorLoadRemote as unknown as Hook;
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('retries once and returns the module when the retry works', async () => {
    const errorLoadRemote = hook();
    const loadRemote = jest.fn().mockResolvedValue({ remoteModule: 'ok' });
    const result = await errorLoadRemote({ id: 'casino/module', error: new Error('x'), lifecycle: 'onLoad', origin: { loadRemote } });
    expect(result).toEqual({ remoteModule: 'ok' });
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('resolves to the fallback marker when the retry fails too, without a third attempt', async () => {
    const errorLoadRemote = hook();
    // The runtime sends the retry's failure back through the hook, as it does in the browser.
    const origin: { loadRemote: jest.Mock<Promise<unknown>, [string]> } = {
      loadRemote: jest.fn((id: string): Promise<unknown> => errorLoadRemote({ id, error: new Error('again'), lifecycle: 'onLoad', origin })),
    };
    const result = await errorLoadRemote({ id: 'casino/module', error: new Error('first'), lifecycle: 'onLoad', origin });
    expect(isRemoteFallback(result)).toBe(true);
    expect(origin.loadRemote).toHaveBeenCalledTimes(1);
    // A later, separate failure gets its own retry again.
    await errorLoadRemote({ id: 'casino/module', error: new Error('later'), lifecycle: 'onLoad', origin });
    expect(origin.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('leaves shared-dependency failures and foreign ids alone', async () => {
    const errorLoadRemote = hook();
    const loadRemote = jest.fn();
    expect(await errorLoadRemote({ id: 'react', error: 1, lifecycle: 'beforeLoadShare', origin: { loadRemote } })).toBeUndefined();
    expect(await errorLoadRemote({ id: 'other/module', error: 1, lifecycle: 'onLoad', origin: { loadRemote } })).toBeUndefined();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
