import { STORAGE_KEYS } from '@vitrin/contract';
import { canaryBucket } from './canaryBucket';

describe('canary bucket', () => {
  beforeEach(() => localStorage.clear());

  it('is drawn once and kept, so a player does not flip between versions', () => {
    expect(canaryBucket(localStorage, () => 0.421)).toBe(42);
    expect(localStorage.getItem(STORAGE_KEYS.canaryBucket)).toBe('42');
    expect(canaryBucket(localStorage, () => 0.99)).toBe(42);
  });

  it('draws again over a value that is not a bucket, and works without storage', () => {
    localStorage.setItem(STORAGE_KEYS.canaryBucket, '250');
    expect(canaryBucket(localStorage, () => 0.07)).toBe(7);
    expect(canaryBucket(undefined, () => 0.5)).toBe(50);
  });
});
