// @vitest-environment jsdom
/**
 * The navigation progress bar's timings as the specification states them (docs/interactive-parts.md:
 * shown after 200 ms, creeping for about 5 s, gone 500 ms after the page arrives), measured on the
 * bar itself: the numbers are the spec's, not the constants', so a change of either fails here.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import NProgress from 'nprogress';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { estimatedProgress } from '@/lib/navigation/progress';
import { NavigationEvents } from './NavigationEvents';

const route = vi.hoisted(() => ({ pathname: '/experts', search: new URLSearchParams() }));
vi.mock('next/navigation', () => ({ usePathname: () => route.pathname, useSearchParams: () => route.search }));

const bar = () => document.getElementById('nprogress');

function page() {
  return (
    <>
      <NavigationEvents />
      {/* jsdom cannot navigate: the click is seen, the browser's own navigation is not wanted. */}
      <a href="/services" onClick={(event) => event.preventDefault()}>
        Services
      </a>
    </>
  );
}

describe('the navigation progress bar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    route.pathname = '/experts';
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    // NProgress is one object for the page, with a queue run by timers: it is drained, then reset.
    vi.advanceTimersByTime(5000);
    NProgress.remove();
    NProgress.status = null;
    cleanup();
    vi.useRealTimers();
  });

  /** Renders the page, clicks its link and returns a function that renders the new page. */
  async function clickLink() {
    const view = render(page());
    await act(async () => {});
    fireEvent.click(screen.getByRole('link', { name: 'Services' }));
    return () => {
      route.pathname = '/services';
      view.rerender(page());
    };
  }

  it('appears only once a navigation has taken 200 ms', async () => {
    await clickLink();
    vi.advanceTimersByTime(199);
    expect(bar()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(bar()).not.toBeNull();
  });

  it('never appears for a navigation quicker than 200 ms', async () => {
    const arrive = await clickLink();
    vi.advanceTimersByTime(199);
    expect(bar()).toBeNull();
    arrive();
    // The pending start is called off: nothing shows when 200 ms have passed, nor later.
    vi.advanceTimersByTime(1000);
    expect(bar()).toBeNull();
  });

  it('creeps along the curve of a 5 s navigation, a step every 200 ms', async () => {
    await clickLink();
    vi.advanceTimersByTime(4999);
    // The last step was at 4800 ms; the next is due at 5000 ms, at about 70 % of the way.
    expect(NProgress.status).toBeCloseTo(estimatedProgress(4800, 5000), 10);
    vi.advanceTimersByTime(1);
    expect(NProgress.status).toBeCloseTo(estimatedProgress(5000, 5000), 10);
  });

  it('fills up once the new page has rendered, and is gone 500 ms later', async () => {
    const arrive = await clickLink();
    vi.advanceTimersByTime(1000);
    arrive();
    expect(NProgress.status).toBeNull();
    vi.advanceTimersByTime(499);
    expect(bar()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(bar()).toBeNull();
  });
});
