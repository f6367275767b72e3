'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef } from 'react';
import { createPageViewScheduler, shouldLoadTagManager, type PageView } from '@/lib/analytics/gtm';

type DataLayerPush = (data: PageView) => void;

function AnalyticsInner({ gtmId, language }: { gtmId: string; language: string }) {
  const pathname = usePathname();
  const search = useSearchParams();
  const push = useRef<DataLayerPush | null>(null);
  const scheduler = useRef<ReturnType<typeof createPageViewScheduler> | null>(null);

  useEffect(() => {
    const nav = navigator as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
    const allowed = shouldLoadTagManager(gtmId, {
      doNotTrack: nav.doNotTrack,
      globalPrivacyControl: nav.globalPrivacyControl,
      windowDoNotTrack: (window as Window & { doNotTrack?: string }).doNotTrack,
      msDoNotTrack: nav.msDoNotTrack,
    });
    if (!allowed) return;
    let cancelled = false;
    // The tag manager's code is fetched only when it may run.
    import('react-gtm-module').then(({ default: TagManager }) => {
      if (cancelled) return;
      TagManager.initialize({ gtmId });
      push.current = (view) => TagManager.dataLayer({ dataLayer: view });
      scheduler.current = createPageViewScheduler((view) => push.current?.(view));
      scheduler.current.schedule(() => currentView(language));
    });
    return () => {
      cancelled = true;
      scheduler.current?.cancel();
    };
  }, [gtmId, language]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a page view on every navigation
  useEffect(() => {
    scheduler.current?.schedule(() => currentView(language));
  }, [pathname, search, language]);

  return null;
}

function currentView(language: string): PageView {
  return {
    event: 'page_view',
    page_path: window.location.pathname + window.location.search,
    page_location: window.location.href,
    page_title: document.title,
    language,
  };
}

/** The tag manager, when configured and allowed; rendered only when a container id is set. */
export function Analytics(props: { gtmId: string; language: string }) {
  return (
    <Suspense fallback={null}>
      <AnalyticsInner {...props} />
    </Suspense>
  );
}
