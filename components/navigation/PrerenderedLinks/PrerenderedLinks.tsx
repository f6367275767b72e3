'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { PRERENDERED_TEXT } from '@/components/system/PrerenderedText/markers';
import { isNavigationClick } from '@/lib/navigation/progress';

/**
 * The links in HTML that React did not render (components/system/PrerenderedText) are plain
 * links: this one island sends them to the client router, as the site's Link would, unless an
 * island has taken the click (the request dialog, an expert's profile). It listens on the window,
 * so that it hears a click after their listeners on the document.
 */
export function PrerenderedLinks() {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (event.defaultPrevented || !anchor?.closest(PRERENDERED_TEXT.selector)) return;
      if (!isNavigationClick({ href: anchor.href, target: anchor.target, hasDownload: anchor.hasAttribute('download') }, event, window.location.href)) return;
      event.preventDefault();
      const url = new URL(anchor.href);
      router.push(`${url.pathname}${url.search}${url.hash}`);
    };
    window.addEventListener('click', onClick);
    return () => window.removeEventListener('click', onClick);
  }, [router]);
  return null;
}
