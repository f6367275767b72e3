'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { whenIdle } from '@/lib/navigation/browser';
import { PREFETCH_IDLE_MS, shouldPrefetch, type ConnectionHint } from '@/lib/navigation/prefetch';

/**
 * Prefetches the site's pages that links on screen lead to, once the page has loaded and the
 * browser has been idle for 2 s, unless the visitor saves data or is on 2G. The site's links
 * (i18n/navigation.ts) are plain, and its RouterLink turns Next's own prefetching off, which would
 * start while the page loads.
 */
export function LinkPrefetcher() {
  const router = useRouter();
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: ConnectionHint }).connection;
    if (!shouldPrefetch(connection)) return;
    const done = new Set<string>([window.location.pathname]);
    let observer: IntersectionObserver | undefined;
    let timer: number | undefined;
    const cancelIdle = whenIdle(() => {
      timer = window.setTimeout(() => {
        observer = new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            const url = new URL((entry.target as HTMLAnchorElement).href);
            observer?.unobserve(entry.target);
            if (url.origin !== window.location.origin || done.has(url.pathname)) continue;
            done.add(url.pathname);
            router.prefetch(url.pathname);
          }
        });
        for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]:not([download]):not([target])')) observer.observe(link);
      }, PREFETCH_IDLE_MS);
    });
    return () => {
      cancelIdle();
      window.clearTimeout(timer);
      observer?.disconnect();
    };
  }, [router]);
  return null;
}
