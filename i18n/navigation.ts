import { createElement, type ComponentProps } from 'react';
import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** Locale-aware versions of Next's navigation APIs: hrefs are written without a prefix. */
const navigation = createNavigation(routing);
export const { redirect, usePathname, useRouter, getPathname } = navigation;

/**
 * next-intl's Link without Next's own prefetching, which starts as soon as a link is on screen,
 * while the page is still loading: components/navigation/LinkPrefetcher prefetches instead,
 * after 2 s of idle time and never on data saver or 2G.
 */
export function Link(props: ComponentProps<typeof navigation.Link>) {
  return createElement(navigation.Link, { prefetch: false, ...props });
}
