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
 * The catalogue's own pages, one per expert and per service, under their list's path
 * (`/experts/<id>`, `/services/<id>`): rendered on their first request, then cached.
 */
export const CATALOG_ITEM_ROUTES = { expert: '/experts', service: '/services' } as const;
export type CatalogItemType = keyof typeof CATALOG_ITEM_ROUTES;

/** The path of an expert's or a service's page, without a language prefix. */
export function catalogItemPath(type: CatalogItemType, id: string): string {
  return `${CATALOG_ITEM_ROUTES[type]}/${encodeURIComponent(id)}`;
}

/** The links that named an item by a query before it had a page: `/experts?expert=<id>`, `/full_card_service?service=<id>`. */
export const LEGACY_ITEM_LINKS: readonly { path: string; param: string; type: CatalogItemType }[] = [
  { path: '/experts', param: 'expert', type: 'expert' },
  { path: '/full_card_service', param: 'service', type: 'service' },
];

/**
 * The request pages that name what is requested (`/request_to_expert?expert=<id>`): rendered for
 * that item, at its request page (`/experts/<id>/request`), which the servers rewrite them to.
 */
export const REQUEST_TARGET_LINKS: readonly { path: string; param: string; type: CatalogItemType }[] = [
  { path: '/request_to_expert', param: 'expert', type: 'expert' },
  { path: '/request_to_service', param: 'service', type: 'service' },
];

/** Where a request for one item is rendered. */
export function itemRequestPath(type: CatalogItemType, id: string): string {
  return `${catalogItemPath(type, id)}/request`;
}

/**
 * Where a catalogue's results are rendered for a URL with filters or a page (`/experts?page=2`
 * → `/experts/-results?page=2`): never an id (an id starts with a letter or a digit).
 */
export function catalogResultsPath(listPath: string): string {
  return `${listPath}/-results`;
}

/** A content id, as lib/content/schemas.ts allows them; an item's page, or its request page. */
const ITEM_PATH = /^\/(experts|services)\/[a-z0-9]+(?:[-_][a-z0-9]+)*(\/request)?$/;
const RESULTS_PATH = /^\/(experts|services)\/-results$/;

/**
 * Where a status link (`/request_status?token=…`) is rendered: the request it names, with the
 * customer's forms, on the server, so the page works without JavaScript. The static page without
 * a token only says to open the link.
 */
export const STATUS_VIEW_PATH = '/request_status/-view';

/** Whether a page (without a prefix) is rendered on request: an item's, its request page, a catalogue's results for a URL, or a status link's request. */
export function isRenderedOnRequest(pathname: string): boolean {
  return ITEM_PATH.test(pathname) || RESULTS_PATH.test(pathname) || pathname === STATUS_VIEW_PATH;
}

/** The item a page (without a prefix) is about: `/experts/<id>` or its request page. */
export function catalogItemOf(pathname: string): { type: CatalogItemType; id: string } | undefined {
  const match = ITEM_PATH.exec(pathname);
  if (!match) return undefined;
  return { type: match[1] === 'experts' ? 'expert' : 'service', id: pathname.split('/')[2]! };
}

/** Whether a path (without a prefix) is an expert's or a service's page (or its request page); the page answers 404 for an unknown id. */
export function isCatalogItemPath(pathname: string): boolean {
  return ITEM_PATH.test(pathname);
}

/**
 * The path segment of the prerendered 404 page in each language (`/ru/page-not-found`). Unknown
 * URLs are rewritten to it by the proxy, which answers with status 404.
 */
export const NOT_FOUND_SEGMENT = 'page-not-found';

/** The office's API routes, each with its methods; any other /api/office path is unknown (404). */
export const OFFICE_API_ROUTES: readonly { pattern: RegExp; methods: readonly string[] }[] = [
  { pattern: /^\/api\/office\/(sign-in|sign-out|sign-out-everywhere|set-password|erasure)$/, methods: ['POST'] },
  { pattern: /^\/api\/office\/submissions\/[^/]+\/(status|answer)$/, methods: ['POST'] },
  { pattern: /^\/api\/office\/submissions\/[^/]+\/attachments\/[^/]+$/, methods: ['GET', 'HEAD'] },
  { pattern: /^\/api\/office\/export$/, methods: ['GET', 'HEAD'] },
  // better-auth's passkey ceremonies (the only part of its API that is served).
  { pattern: /^\/api\/office\/auth\/passkey\/[a-z-]+$/, methods: ['GET', 'POST'] },
];

export function officeApiRoute(pathname: string) {
  return OFFICE_API_ROUTES.find((route) => route.pattern.test(pathname));
}

/** The query parameters of a catalogue's URL: its filters and its page. */
export const CATALOG_PARAMS = ['q', 'area', 'kind', 'min', 'max', 'currency', 'sort', 'page'] as const;

/** Whether a URL's query asks for other results than the unfiltered first page (a parameter of the catalogue, not empty). */
export function hasCatalogQuery(params: URLSearchParams): boolean {
  return CATALOG_PARAMS.some((name) => (params.get(name) ?? '') !== '');
}
