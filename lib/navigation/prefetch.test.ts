import { describe, expect, it } from 'vitest';
import { PREFETCH_IDLE_MS, shouldPrefetch } from './prefetch';

describe('link prefetching', () => {
  it('waits 2 s of idle time', () => {
    expect(PREFETCH_IDLE_MS).toBe(2000);
  });

  it('is skipped with data saver on, or on 2G and slow 2G', () => {
    expect(shouldPrefetch(undefined)).toBe(true);
    expect(shouldPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(shouldPrefetch({ effectiveType: '3g' })).toBe(true);
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(shouldPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false);
  });
});
