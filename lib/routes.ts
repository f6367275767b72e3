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

export type RouteEntry = (typeof ROUTES)[number];
export type RouteKey = RouteEntry['key'];
export type RoutePath = RouteEntry['path'];

export function routePath(key: RouteKey): RoutePath {
  return ROUTES.find((route) => route.key === key)!.path;
}

export function isKnownRoutePath(pathname: string): boolean {
  return ROUTES.some((route) => route.path === pathname);
}

/**
 * The path segment of the prerendered 404 page in each language (`/ru/page-not-found`). Unknown
 * URLs are rewritten to it by the proxy, which answers with status 404.
 */
export const NOT_FOUND_SEGMENT = 'page-not-found';
