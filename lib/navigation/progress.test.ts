import { describe, expect, it } from 'vitest';
import { estimatedProgress, isNavigationClick } from './progress';

// The bar's timings (200 ms, a step every 200 ms, 5 s, 500 ms) are tested on the bar itself:
// components/navigation/NavigationEvents/NavigationEvents.test.tsx.
describe('estimatedProgress', () => {
  it('grows quickly, then slowly, and never completes on its own', () => {
    expect(estimatedProgress(0)).toBe(0);
    const samples = [200, 1000, 2500, 5000, 10_000, 60_000].map((t) => estimatedProgress(t));
    for (let i = 1; i < samples.length; i++) expect(samples[i]).toBeGreaterThan(samples[i - 1]!);
    expect(estimatedProgress(2500)).toBeCloseTo(0.5, 5);
    expect(estimatedProgress(5000)).toBeGreaterThan(0.69);
    expect(estimatedProgress(5000)).toBeLessThan(0.72);
    expect(estimatedProgress(600_000)).toBeLessThan(1);
  });
});

describe('isNavigationClick', () => {
  const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
  const link = (href: string, extra: Partial<{ target: string; hasDownload: boolean }> = {}) => ({ href, target: '', hasDownload: false, ...extra });
  const here = 'https://site.example/experts?q=a';

  it('counts a plain click on a link to another page of the site', () => {
    expect(isNavigationClick(link('/services'), plain, here)).toBe(true);
    expect(isNavigationClick(link('/experts?q=b'), plain, here)).toBe(true);
  });

  it('ignores new tabs, modified clicks, downloads, other sites and hash links', () => {
    expect(isNavigationClick(link('/services', { target: '_blank' }), plain, here)).toBe(false);
    expect(isNavigationClick(link('/services'), { ...plain, ctrlKey: true }, here)).toBe(false);
    expect(isNavigationClick(link('/services'), { ...plain, button: 1 }, here)).toBe(false);
    expect(isNavigationClick(link('/file.pdf', { hasDownload: true }), plain, here)).toBe(false);
    expect(isNavigationClick(link('https://other.example/'), plain, here)).toBe(false);
    expect(isNavigationClick(link('/experts?q=a#team'), plain, here)).toBe(false);
  });
});
