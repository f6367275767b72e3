import { useEffect } from 'react';
import { browserPartEnvironment, whenOnline } from '@/lib/navigation/browser';
import { isChunkLoadError } from '@/lib/navigation/chunk-reload';

/**
 * For error boundaries: an error that is a failed chunk load is a page-part failure, not a bug.
 * The page reloads (at most once per 60 s), after waiting for the connection if it is gone; when
 * the guard holds the reload back, the boundary's own message and retry button stay.
 */
export function useChunkErrorRecovery(error: unknown): void {
  const chunkError = isChunkLoadError(error);
  useEffect(() => {
    if (!chunkError) return;
    let cancelled = false;
    void whenOnline().then(() => {
      if (!cancelled) browserPartEnvironment.reload();
    });
    return () => {
      cancelled = true;
    };
  }, [chunkError]);
}
