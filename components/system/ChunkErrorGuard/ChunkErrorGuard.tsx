'use client';

import { useEffect } from 'react';
import { whenOnline, browserPartEnvironment } from '@/lib/navigation/browser';
import { isChunkLoadError } from '@/lib/navigation/chunk-reload';

/**
 * A chunk that failed to load where no part loader caught it (Next's own code, after a redeploy):
 * the page reloads to fetch the new build, at most once per 60 s, and never while offline: it
 * waits for the connection first, so the visitor never lands on the browser's offline page.
 */
export function ChunkErrorGuard() {
  useEffect(() => {
    let waiting = false;
    function recover(reason: unknown) {
      if (!isChunkLoadError(reason) || waiting) return;
      waiting = true;
      void whenOnline().then(() => {
        waiting = false;
        browserPartEnvironment.reload();
      });
    }
    const onError = (event: ErrorEvent) => recover(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => recover(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
