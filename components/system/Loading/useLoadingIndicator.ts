import { useEffect, useState } from 'react';
import { LOADING_INDICATOR_DELAY_MS } from '@/lib/navigation/loading';

/**
 * Whether to show that something is loading: only once `waiting` has lasted 200 ms
 * (lib/navigation/loading.ts), so a quick answer does not flash an indicator.
 */
export function useLoadingIndicator(waiting: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!waiting) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), LOADING_INDICATOR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [waiting]);
  return waiting && shown;
}
