/**
 * Timings of the navigation progress bar (docs/interactive-parts.md, What every page has): it
 * appears only when a navigation takes longer than the throttle, creeps towards the end over the
 * duration, and hides a moment after the new page is in.
 */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_TICK_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
export const PROGRESS_HIDE_DELAY_MS = 500;

/**
 * How far the bar is after `elapsed` ms, between 0 and 1. An arctangent curve: quick at first,
 * about 70 % at the nominal duration, and never reaching the end before the page arrives.
 */
export function estimatedProgress(elapsed: number, duration = PROGRESS_DURATION_MS): number {
  if (elapsed <= 0) return 0;
  return (2 / Math.PI) * Math.atan(((elapsed / duration) * 100) / 50);
}

/**
 * Whether a click on a link starts a navigation that the bar should show: same origin, a different
 * page, plain left click, no new tab or download. (Read in the capture phase: Next's Link cancels
 * the browser's default action to navigate itself, so `defaultPrevented` tells nothing.)
 */
export function isNavigationClick(
  link: { href: string; target: string; hasDownload: boolean },
  click: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean },
  current: string,
): boolean {
  if (click.button !== 0) return false;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if (link.hasDownload || (link.target && link.target !== '_self')) return false;
  let to: URL;
  let from: URL;
  try {
    from = new URL(current);
    to = new URL(link.href, from);
  } catch {
    return false;
  }
  if (to.origin !== from.origin) return false;
  // Only the hash changes: the browser scrolls, no page is loaded.
  return !(to.pathname === from.pathname && to.search === from.search);
}
