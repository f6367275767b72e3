'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { PLAIN_LINK } from '@/i18n/navigation';
import { PRERENDERED_MESSAGES } from '@/components/i18n/PrerenderedMessages/markers';
import { PAGE_CHANGE_NAVIGATION } from '@/lib/navigation/page-transition';
import { isNavigationClick } from '@/lib/navigation/progress';

/**
 * The site's links are plain links, which hydrate as nothing: the site's `Link`
 * (i18n/navigation.ts, marked with PLAIN_LINK) and the links in HTML that React did not render
 * (components/i18n/PrerenderedMessages). This one island sends them to the client router, as Next's
 * Link would, unless an island has taken the click (the request dialog, an expert's profile). It
 * listens on the window, so that it hears a click after their listeners on the document.
 */
export function PlainLinks() {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (event.defaultPrevented || !anchor || !(anchor.hasAttribute(PLAIN_LINK) || anchor.closest(PRERENDERED_MESSAGES.selector))) return;
      if (!isNavigationClick({ href: anchor.href, target: anchor.target, hasDownload: anchor.hasAttribute('download') }, event, window.location.href)) return;
      event.preventDefault();
      const url = new URL(anchor.href);
      router.push(`${url.pathname}${url.search}${url.hash}`, PAGE_CHANGE_NAVIGATION);
    };
    window.addEventListener('click', onClick);
    return () => window.removeEventListener('click', onClick);
  }, [router]);
  return null;
}
