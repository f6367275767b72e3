import { describe, expect, it } from 'vitest';
import { LOADING_INDICATOR_DELAY_MS, showsLoading } from './loading';

describe('loading indicators', () => {
  it('appear after 200 ms of waiting, not before', () => {
    expect(LOADING_INDICATOR_DELAY_MS).toBe(200);
    expect(showsLoading(null, 1000)).toBe(false);
    expect(showsLoading(1000, 1199)).toBe(false);
    expect(showsLoading(1000, 1200)).toBe(true);
  });
});
