'use client';

import { useEffect } from 'react';
import { SMOOTH_SCROLL_MS, inPageTarget, scrollPositionAt } from '@/lib/navigation/smooth-scroll';

function reducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Where the page must stand for `target` to sit just under the sticky header. */
function restingTop(target: HTMLElement): number {
  const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const margin = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  const top = target.getBoundingClientRect().top + window.scrollY - Math.max(padding, margin);
  return Math.max(0, Math.min(top, document.documentElement.scrollHeight - window.innerHeight));
}

/**
 * In-page links (a table of contents, "back to the contents") glide to their target in 500 ms,
 * or jump at once under `prefers-reduced-motion`; the address gets the anchor and focus moves to
 * the target, as a plain anchor link would do.
 */
export function InPageScroll() {
  useEffect(() => {
    let frame = 0;
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href*="#"]');
      const id = link ? inPageTarget(link.href, window.location.href) : null;
      const target = id ? document.getElementById(id) : null;
      if (!link || !target) return;
      event.preventDefault();
      window.history.pushState(window.history.state, '', `#${encodeURIComponent(id!)}`);
      if (!target.hasAttribute('tabindex') && !/^(A|BUTTON|INPUT|SELECT|TEXTAREA)$/.test(target.tagName)) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      cancelAnimationFrame(frame);
      const from = window.scrollY;
      const to = restingTop(target);
      if (reducedMotion()) {
        window.scrollTo({ top: to, behavior: 'instant' });
        return;
      }
      const start = performance.now();
      const step = (now: number) => {
        window.scrollTo({ top: scrollPositionAt(from, to, now - start, SMOOTH_SCROLL_MS), behavior: 'instant' });
        if (now - start < SMOOTH_SCROLL_MS) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    }
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
      cancelAnimationFrame(frame);
    };
  }, []);
  return null;
}
