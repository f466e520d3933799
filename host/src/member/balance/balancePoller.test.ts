import { createBalancePoller } from './balancePoller';

describe('balance poller', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fetches at once, then every 3000 ms, until stopped', async () => {
    let value = 10;
    const fetchBalance = jest.fn(async () => value++);
    const publish = jest.fn();
    const poller = createBalancePoller(fetchBalance, publish);
    poller.start();
    await Promise.resolve();
    await Promise.resolve();
    expect(publish).toHaveBeenLastCalledWith(10);
    await jest.advanceTimersByTimeAsync(2999);
    expect(fetchBalance).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchBalance).toHaveBeenCalledTimes(2);
    expect(publish).toHaveBeenLastCalledWith(11);
    poller.stop();
    await jest.advanceTimersByTimeAsync(10000);
    expect(fetchBalance).toHaveBeenCalledTimes(2);
  });

  it('keeps the last value when a poll fails', async () => {
    const publish = jest.fn();
    const poller = createBalancePoller(jest.fn().mockRejectedValue(new Error('down')), publish);
    poller.start();
    await jest.advanceTimersByTimeAsync(3000);
    expect(publish).not.toHaveBeenCalled();
    poller.stop();
  });
});
