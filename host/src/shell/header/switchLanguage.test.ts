import { switchLanguage } from './switchLanguage';

describe('switchLanguage', () => {
  it('stores lang and reloads after 100 ms', () => {
    jest.useFakeTimers();
    const reload = jest.fn();
    switchLanguage('en', reload);
    expect(localStorage.getItem('lang')).toBe('en');
    jest.advanceTimersByTime(99);
    expect(reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });
});
