'use client';

import { useSearchParams } from 'next/navigation';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False in the prerendered page and while it hydrates, true once React handles the controls. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A fieldset disabled until React handles its controls: a choice made before then would be
 * silently lost. Enabling it re-renders the fieldset alone, not the explorer around it (React
 * re-renders at once after hydration, in the task that hydrated the page).
 */
export function HydratedFieldset({ className, children }: { className: string | undefined; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className={className} disabled={!hydrated}>
      {children}
    </fieldset>
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
