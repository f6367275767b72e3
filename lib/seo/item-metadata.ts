import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getConfig } from '@/lib/config';
import { firstSentence } from '@/lib/content/views';
import { LOCALES, ogLocaleOf, type Locale } from '@/lib/i18n/locales';
import { alternatesFor } from '@/lib/i18n/paths';
import { catalogItemPath, type CatalogItemType } from '@/lib/routes';

/**
 * Description, canonical, hreflang alternates and share text of an expert's or a service's own
 * page, in its language. The title is the page's own (components/seo/PageTitle).
 */
export async function itemMetadata(type: CatalogItemType, item: { id: string; name: string; text: string }, locale: Locale): Promise<Metadata> {
  const tm = await getTranslations({ locale, namespace: 'Metadata' });
  const alternates = alternatesFor(catalogItemPath(type, item.id), locale, getConfig().siteUrl);
  const description = firstSentence(item.text, locale);
  return {
    description,
    alternates,
    openGraph: {
      type: type === 'expert' ? 'profile' : 'website',
      siteName: tm('siteName'),
      title: item.name,
      description,
      url: alternates.canonical,
      locale: ogLocaleOf(locale),
      alternateLocale: LOCALES.filter((other) => other !== locale).map(ogLocaleOf),
    },
    twitter: { card: 'summary', title: item.name, description },
  };
}
