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

/** Tells the site's toasts that a part failed for good (components/system/NetworkStatus). */
export const PART_FAILED_EVENT = 'experts:part-failed';
export function announcePartFailure(): void {
  window.dispatchEvent(new Event(PART_FAILED_EVENT));
}
