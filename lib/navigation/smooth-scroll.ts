/**
 * In-page jumps (the policy's table of contents, "back to the contents") glide for 500 ms, and jump at once for visitors who ask for reduced motion.
 */
export const SMOOTH_SCROLL_MS = 500;

/** Slow at both ends, fast in the middle. */
export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/** Where the page is `elapsed` ms into a glide from `from` to `to`. */
export function scrollPositionAt(from: number, to: number, elapsed: number, duration = SMOOTH_SCROLL_MS): number {
  if (duration <= 0 || elapsed >= duration) return to;
  return from + (to - from) * easeInOutCubic(Math.max(0, elapsed) / duration);
}

/** The element an in-page link points to, or null for links that leave the page. */
export function inPageTarget(href: string, current: string): string | null {
  const url = new URL(href, current);
  const here = new URL(current);
  if (url.origin !== here.origin || url.pathname !== here.pathname || url.search !== here.search || !url.hash) return null;
  try {
    return decodeURIComponent(url.hash.slice(1)) || null;
  } catch {
    return null;
  }
}
