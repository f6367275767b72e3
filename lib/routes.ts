/**
 * The 16 pages of the site. Every one exists at the root and under each
 * locale prefix. `key` names the page in messages (`Pages.<key>`) and in navigation.
 */
export const ROUTES = [
  { key: 'home', path: '/' },
  { key: 'about_project', path: '/about_project' },
  { key: 'clients_stories', path: '/clients_stories' },
  { key: 'contact_us', path: '/contact_us' },
  { key: 'documentation', path: '/documentation' },
  { key: 'experts', path: '/experts' },
  { key: 'for_customers', path: '/for_customers' },
  { key: 'for_investors', path: '/for_investors' },
  { key: 'for_performers', path: '/for_performers' },
  { key: 'full_card_service', path: '/full_card_service' },
  { key: 'help_center', path: '/help_center' },
  { key: 'offices', path: '/offices' },
  { key: 'products', path: '/products' },
  { key: 'request_to_expert', path: '/request_to_expert' },
  { key: 'request_to_service', path: '/request_to_service' },
  { key: 'services', path: '/services' },
] as const;

/**
 * Pages reached only through a private link (the status link of a confirmation mail): served in
 * every language like the others, but `noindex`, out of the sitemap and of every list of pages.
 */
export const PRIVATE_ROUTES = [{ key: 'request_status', path: '/request_status' }] as const;
export type PrivateRouteKey = (typeof PRIVATE_ROUTES)[number]['key'];

export function isPrivateRoutePath(pathname: string): boolean {
  return PRIVATE_ROUTES.some((route) => route.path === pathname);
}

/** Every path the site serves a page at, public or private. */
export const PAGE_PATHS: readonly string[] = [...ROUTES, ...PRIVATE_ROUTES].map((route) => route.path);

export type RouteEntry = (typeof ROUTES)[number];
export type RouteKey = RouteEntry['key'];
export type RoutePath = RouteEntry['path'];

export function routePath(key: RouteKey): RoutePath {
  return ROUTES.find((route) => route.key === key)!.path;
}

export function isKnownRoutePath(pathname: string): boolean {
  return PAGE_PATHS.includes(pathname);
}

/**
 * The path segment of the prerendered 404 page in each language (`/ru/page-not-found`). Unknown
 * URLs are rewritten to it by the proxy, which answers with status 404.
 */
export const NOT_FOUND_SEGMENT = 'page-not-found';
