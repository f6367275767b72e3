import { LOCALES } from '@/lib/i18n/locales';
import { alternatesFor } from '@/lib/i18n/paths';
import { ROUTES } from '@/lib/routes';

export type SitemapEntry = {
  url: string;
  changeFrequency: 'weekly' | 'monthly';
  priority: number;
  alternates: { languages: Record<string, string> };
};

/**
 * Every canonical page URL, each with its hreflang alternates. The `/en/...` twins are left out:
 * they declare the unprefixed URL canonical, and a sitemap lists canonical URLs only.
 */
export function sitemapEntries(siteUrl: string): SitemapEntry[] {
  return ROUTES.flatMap((route) =>
    LOCALES.map((locale) => {
      const { canonical, languages } = alternatesFor(route.path, locale, siteUrl);
      return {
        url: canonical,
        changeFrequency: route.path === '/' ? 'weekly' : 'monthly',
        priority: route.path === '/' ? 1 : 0.7,
        alternates: { languages },
      };
    }),
  );
}
