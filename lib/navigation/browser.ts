/** The browser side of lazy-part.ts: the real connection, clock, storage and reload. */

import { reloadWithGuard } from './chunk-reload';
import type { PartEnvironment } from './lazy-part';

export function whenOnline(): Promise<void> {
  if (navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export const browserPartEnvironment: PartEnvironment = {
  isOnline: () => navigator.onLine,
  whenOnline,
  sleep: (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
  reload: () => navigator.onLine && reloadWithGuard(sessionStorageOrNull(), Date.now(), () => window.location.reload()),
};

/**
 * Runs `work` once the page has loaded and the browser has a quiet moment, so preloading code
 * never competes with the page's own start. Safari has no requestIdleCallback: a short timer.
 */
export function whenIdle(work: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  // Typed as optional: Safari lacks it, whatever the DOM types say.
  const idleCallbacks = window as { requestIdleCallback?: Window['requestIdleCallback']; cancelIdleCallback?: Window['cancelIdleCallback'] };
  const schedule = () => {
    if (cancelled) return;
    if (idleCallbacks.requestIdleCallback) idle = idleCallbacks.requestIdleCallback(() => work(), { timeout: 1500 });
    else idle = window.setTimeout(work, 300);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (idleCallbacks.cancelIdleCallback) idleCallbacks.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/** What shows a visitor is reading or about to act: any of these, once. */
const ENGAGEMENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'scroll', 'wheel', 'focusin'] as const;

/**
 * Runs `work` in an idle moment once the visitor shows they are there (a move, a touch, a key,
 * a scroll), or `quietMs` after the page first went idle if they never do. Code that makes a
 * later tap quick (the request dialog's, a form's) runs then, not while the page starts and
 * the first tap may come: on a phone, evaluating it is a long task.
 */
export function whenEngaged(work: () => void, quietMs = ENGAGED_FALLBACK_MS): () => void {
  let timer: number | undefined;
  let cancelIdle = () => {};
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    stopListening();
    window.clearTimeout(timer);
    cancelIdle();
    cancelIdle = whenIdle(work);
  };
  const stopListening = () => {
    for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, start, { capture: true });
  };
  for (const type of ENGAGEMENT_EVENTS) window.addEventListener(type, start, { capture: true, passive: true, once: true });
  cancelIdle = whenIdle(() => {
    timer = window.setTimeout(start, quietMs);
  });
  return () => {
    started = true;
    stopListening();
    window.clearTimeout(timer);
    cancelIdle();
  };
}

/** How long a page that nobody touches waits before it fetches what a tap would need. */
export const ENGAGED_FALLBACK_MS = 5000;

/**
 * Runs `work` after the browser has painted its next frame, so what a tap changed reaches the
 * screen before heavy work (a part's code arriving and starting, a big render) takes the main
 * thread. Started in the tap's handler, the request dialog's code, arriving at once from a near
 * server, ran before that frame and the tap was painted late (INP, docs/performance.md).
 */
export function afterNextPaint(work: () => void): void {
  window.requestAnimationFrame(() => window.setTimeout(work, 0));
}

/** Tells the site's toasts that a part failed for good (components/system/NetworkStatus). */
export const PART_FAILED_EVENT = 'experts:part-failed';
export function announcePartFailure(): void {
  window.dispatchEvent(new Event(PART_FAILED_EVENT));
}
