import type { RouteKey } from '@/lib/routes';

/** Pages in the header's main navigation; the footer lists every page. */
export const MAIN_NAV: readonly RouteKey[] = ['experts', 'services', 'products', 'for_customers', 'for_performers', 'about_project'];
