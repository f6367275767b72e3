'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False in the prerendered page and while it hydrates, true once React handles the controls. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Reports the URL's query. Alone in its Suspense boundary, it is the only part a static page
 * leaves to the browser (useSearchParams), so the explorer itself is prerendered whole.
 */
export function QueryReader({ onChange }: { onChange: (query: string) => void }) {
  const query = useSearchParams().toString();
  useEffect(() => onChange(query), [query, onChange]);
  return null;
}
