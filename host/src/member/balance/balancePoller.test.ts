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

  it('never overlaps: a slow answer delays the next poll', async () => {
    let answer: (value: number) => void = () => undefined;
    const fetchBalance = jest.fn(() => new Promise<number>((resolve) => {
      answer = resolve;
    }));
    const poller = createBalancePoller(fetchBalance, jest.fn());
    poller.start();
    await jest.advanceTimersByTimeAsync(20_000);
    expect(fetchBalance).toHaveBeenCalledTimes(1);
    answer(5);
    await jest.advanceTimersByTimeAsync(3000);
    expect(fetchBalance).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('backs off while failing and returns to 3 s after a success', async () => {
    const fetchBalance = jest.fn().mockRejectedValue(new Error('down'));
    const publish = jest.fn();
    const poller = createBalancePoller(fetchBalance, publish);
    poller.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchBalance).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(6000); // 1st failure: 6 s
    expect(fetchBalance).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(11_999); // 2nd: 12 s
    expect(fetchBalance).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchBalance).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(24_000 + 48_000 + 60_000); // 24 s, 48 s, then capped at 60 s
    expect(fetchBalance).toHaveBeenCalledTimes(6);
    fetchBalance.mockResolvedValue(7);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(publish).toHaveBeenLastCalledWith(7);
    await jest.advanceTimersByTimeAsync(3000);
    expect(fetchBalance).toHaveBeenCalledTimes(8);
    poller.stop();
  });
});
