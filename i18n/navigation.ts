import { createElement, type ComponentProps } from 'react';
import { useLocale } from 'next-intl';
import { createNavigation } from 'next-intl/navigation';
import { PAGE_CHANGE_NAVIGATION } from '@/lib/navigation/page-transition';
import { routing } from './routing';

/** Locale-aware versions of Next's navigation APIs: hrefs are written without a prefix. */
const navigation = createNavigation(routing);
export const { redirect, usePathname, useRouter, getPathname } = navigation;

/** The attribute of the site's plain links, which components/navigation/PlainLinks sends to the client router. */
export const PLAIN_LINK = 'data-plain-link';

type RouterLinkProps = ComponentProps<typeof navigation.Link>;
type PathHref = Parameters<typeof getPathname>[0]['href'];
type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string | (Exclude<PathHref, string> & { hash?: string }) };

/**
 * The site's link: a plain `<a>` with the href in the page's language. It renders on the server
 * and hydrates as nothing (Next's Link is a client component per link, with its own state and
 * effects); components/navigation/PlainLinks sends its clicks to the client router and
 * components/navigation/LinkPrefetcher prefetches what it leads to.
 */
export function Link({ href, ...props }: LinkProps) {
  const locale = useLocale();
  const hash = typeof href === 'object' && href.hash ? `#${href.hash.replace(/^#/, '')}` : '';
  return createElement('a', { ...props, href: `${getPathname({ href, locale })}${hash}`, [PLAIN_LINK]: '' });
}

/**
 * next-intl's Link, for a link whose island reads the route (the header's navigation marks the
 * current page) or that must work outside the site's shell (the global not-found page). Without
 * Next's own prefetching, which starts as soon as a link is on screen, while the page is still
 * loading: components/navigation/LinkPrefetcher prefetches instead, after 2 s of idle time and
 * never on data saver or 2G.
 */
export function RouterLink(props: RouterLinkProps) {
  return createElement(navigation.Link, { prefetch: false, ...PAGE_CHANGE_NAVIGATION, ...props });
}
