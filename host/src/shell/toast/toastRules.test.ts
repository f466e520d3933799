import { createToastRegistry, planToast } from './toastRules';

describe('planToast', () => {
  it('uses the spec durations per type', () => {
    expect(planToast({ type: 'error', message: 'x' }, 1).autoHideDuration).toBe(4000);
    expect(planToast({ type: 'success', message: 'x' }, 1).autoHideDuration).toBe(4000);
    expect(planToast({ type: 'warning', message: 'x' }, 1).autoHideDuration).toBe(4000);
    expect(planToast({ type: 'info', message: 'x' }, 1).autoHideDuration).toBe(4000);
    expect(planToast({ type: 'blank', message: 'x' }, 1).autoHideDuration).toBe(4000);
    expect(planToast({ type: 'loading', message: 'x' }, 1)).toMatchObject({ autoHideDuration: 30000, loading: true });
  });
  it('defaults the id to the creation time', () => {
    expect(planToast({ type: 'info', message: 'x' }, 1234).key).toBe('1234');
    expect(planToast({ type: 'info', message: 'x', id: 'mine' }, 1234).key).toBe('mine');
  });
  it('maps blank to the neutral look', () => {
    expect(planToast({ type: 'blank', message: 'x' }).variant).toBe('default');
  });
});

describe('toast registry', () => {
  it('ignores a duplicate id while the first is shown, and accepts it again after', () => {
    const registry = createToastRegistry();
    expect(registry.accept('a')).toBe(true);
    expect(registry.accept('a')).toBe(false);
    expect(registry.accept('b')).toBe(true);
    registry.release('a');
    expect(registry.accept('a')).toBe(true);
  });
});
