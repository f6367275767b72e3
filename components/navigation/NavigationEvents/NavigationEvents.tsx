'use client';

import NProgress from 'nprogress';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef } from 'react';
import {
  PROGRESS_DURATION_MS,
  PROGRESS_HIDE_DELAY_MS,
  PROGRESS_THROTTLE_MS,
  PROGRESS_TICK_MS,
  estimatedProgress,
  isNavigationClick,
} from '@/lib/navigation/progress';

NProgress.configure({ showSpinner: false, trickle: false, minimum: 0.08, speed: PROGRESS_TICK_MS });

/**
 * The App Router has no navigation events, so a navigation is taken to start with a click on an
 * internal link (or a history step) and to end when the URL the page renders changes.
 */
function NavigationEventsInner() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const timers = useRef<{ throttle?: number; tick?: number; startedAt: number; popstate: boolean; rendered: boolean }>({
    startedAt: 0,
    popstate: false,
    rendered: false,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: once: stop reads only the timers ref
  useEffect(() => {
    const state = timers.current;

    function start() {
      stop(false);
      state.startedAt = performance.now();
      state.throttle = window.setTimeout(() => {
        NProgress.configure({ speed: PROGRESS_TICK_MS });
        NProgress.set(estimatedProgress(PROGRESS_THROTTLE_MS, PROGRESS_DURATION_MS));
        state.tick = window.setInterval(() => {
          NProgress.set(Math.max(0.08, estimatedProgress(performance.now() - state.startedAt, PROGRESS_DURATION_MS)));
        }, PROGRESS_TICK_MS);
      }, PROGRESS_THROTTLE_MS);
    }

    function onClick(event: MouseEvent) {
      const anchor = (event.target as Element | null)?.closest?.('a');
      // Links that open a dialog instead of a page say so with aria-haspopup.
      if (!anchor?.href || anchor.hasAttribute('aria-haspopup')) return;
      const startsNavigation = isNavigationClick(
        { href: anchor.href, target: anchor.target, hasDownload: anchor.hasAttribute('download') },
        event,
        window.location.href,
      );
      if (startsNavigation) start();
    }

    function onPopState() {
      state.popstate = true;
      start();
    }

    // Capture phase: seen before Next's Link takes the click over.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  // The new URL has rendered: finish the bar. A new page (not a new query: filters, sorting and
  // search keep the position) starts at its top; back and forward keep the browser's restored
  // position, and a link to an anchor keeps the anchor.
  const shownPath = useRef(pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation, including a change of query only
  useEffect(() => {
    const state = timers.current;
    // The first render is the page load itself: the browser owns its scroll position.
    if (!state.rendered) {
      state.rendered = true;
      return;
    }
    const wasPopstate = state.popstate;
    state.popstate = false;
    stop(true);
    const newPage = shownPath.current !== pathname;
    shownPath.current = pathname;
    if (newPage && !wasPopstate && !window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, searchParams]);

  function stop(finished: boolean) {
    const state = timers.current;
    window.clearTimeout(state.throttle);
    window.clearInterval(state.tick);
    state.throttle = state.tick = undefined;
    if (NProgress.isStarted()) {
      if (finished) {
        // Full width, then gone PROGRESS_HIDE_DELAY_MS after the page arrived.
        NProgress.configure({ speed: PROGRESS_HIDE_DELAY_MS / 2 });
        NProgress.done();
      } else {
        NProgress.remove();
        NProgress.status = null;
      }
    }
  }

  return null;
}

export function NavigationEvents() {
  // useSearchParams would opt the whole page out of prerendering without a Suspense boundary.
  return (
    <Suspense fallback={null}>
      <NavigationEventsInner />
    </Suspense>
  );
}
