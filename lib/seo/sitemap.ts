import { LOCALES } from '@/lib/i18n/locales';
import { alternatesFor } from '@/lib/i18n/paths';
import { catalogItemPath, ROUTES, type CatalogItemType } from '@/lib/routes';

export type SitemapEntry = {
  url: string;
  changeFrequency: 'weekly' | 'monthly';
  priority: number;
  alternates: { languages: Record<string, string> };
};

function entries(path: string, siteUrl: string, frequency: SitemapEntry['changeFrequency'], priority: number): SitemapEntry[] {
  return LOCALES.map((locale) => {
    const { canonical, languages } = alternatesFor(path, locale, siteUrl);
    return { url: canonical, changeFrequency: frequency, priority, alternates: { languages } };
  });
}

/**
 * Every canonical page URL, each with its hreflang alternates: the site's pages, then each
 * expert's and service's own. The `/en/...` twins are left out: they declare the unprefixed URL
 * canonical, and a sitemap lists canonical URLs only. (One file holds 50,000 URLs: 12,000
 * experts and services in four languages.)
 */
export function sitemapEntries(siteUrl: string, items: readonly { type: CatalogItemType; id: string }[] = []): SitemapEntry[] {
  return [
    ...ROUTES.flatMap((route) => entries(route.path, siteUrl, route.path === '/' ? 'weekly' : 'monthly', route.path === '/' ? 1 : 0.7)),
    ...items.flatMap((item) => entries(catalogItemPath(item.type, item.id), siteUrl, 'monthly', 0.5)),
  ];
}
