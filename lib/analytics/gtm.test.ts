import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_VIEW_DELAY_MS, createPageViewScheduler, shouldLoadTagManager, trackingAllowed } from './gtm';

describe('privacy signals', () => {
  it('allow tracking only without Do Not Track and Global Privacy Control', () => {
    expect(trackingAllowed({})).toBe(true);
    expect(trackingAllowed({ doNotTrack: '0' })).toBe(true);
    expect(trackingAllowed({ doNotTrack: '1' })).toBe(false);
    expect(trackingAllowed({ windowDoNotTrack: '1' })).toBe(false);
    expect(trackingAllowed({ msDoNotTrack: 'yes' })).toBe(false);
    expect(trackingAllowed({ globalPrivacyControl: true })).toBe(false);
  });

  it('load the tag manager only with a container id', () => {
    expect(shouldLoadTagManager(undefined, {})).toBe(false);
    expect(shouldLoadTagManager('', {})).toBe(false);
    expect(shouldLoadTagManager('GTM-ABC123', {})).toBe(true);
    expect(shouldLoadTagManager('GTM-ABC123', { globalPrivacyControl: true })).toBe(false);
  });
});

describe('page views', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const view = (path: string) => () => ({ event: 'page_view' as const, page_path: path, page_location: `https://x${path}`, page_title: path, language: 'en' });

  it('are pushed 250 ms after a route change', () => {
    const push = vi.fn();
    const scheduler = createPageViewScheduler(push);
    scheduler.schedule(view('/experts'));
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS - 1);
    expect(push).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith(expect.objectContaining({ event: 'page_view', page_path: '/experts' }));
  });

  it('push only the last of quick successive navigations, and nothing after cancel', () => {
    const push = vi.fn();
    const scheduler = createPageViewScheduler(push);
    scheduler.schedule(view('/a'));
    vi.advanceTimersByTime(100);
    scheduler.schedule(view('/b'));
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(push.mock.calls.map(([v]) => v.page_path)).toEqual(['/b']);
    scheduler.schedule(view('/c'));
    scheduler.cancel();
    vi.advanceTimersByTime(1000);
    expect(push).toHaveBeenCalledTimes(1);
  });
});
