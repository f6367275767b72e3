import { describe, expect, it } from 'vitest';
import { SMOOTH_SCROLL_MS, easeInOutCubic, inPageTarget, scrollPositionAt } from './smooth-scroll';

describe('smooth in-page scrolling', () => {
  it('takes 500 ms', () => {
    expect(SMOOTH_SCROLL_MS).toBe(500);
    expect(scrollPositionAt(0, 1000, 0)).toBe(0);
    expect(scrollPositionAt(0, 1000, 250)).toBe(500);
    expect(scrollPositionAt(0, 1000, 499)).toBeLessThan(1000);
    expect(scrollPositionAt(0, 1000, 500)).toBe(1000);
    expect(scrollPositionAt(1000, 0, 600)).toBe(0);
  });

  it('eases in and out', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.1)).toBeLessThan(0.1);
    expect(easeInOutCubic(0.9)).toBeGreaterThan(0.9);
  });

  it('knows an in-page link from one that leaves the page', () => {
    const here = 'https://experts.example/ru/documentation';
    expect(inPageTarget('#terms', here)).toBe('terms');
    expect(inPageTarget('/ru/documentation#privacy-3', here)).toBe('privacy-3');
    expect(inPageTarget('/ru/help_center#x', here)).toBeNull();
    expect(inPageTarget('https://other.example/ru/documentation#terms', here)).toBeNull();
    expect(inPageTarget('/ru/documentation', here)).toBeNull();
    expect(inPageTarget('#%D1%82', here)).toBe('т');
  });
});
