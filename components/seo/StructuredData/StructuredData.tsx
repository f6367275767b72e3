import { getLocale, getTranslations } from 'next-intl/server';
import { getConfig } from '@/lib/config';
import { getContent } from '@/lib/content';
import type { RouteKey } from '@/lib/routes';
import { pageStructuredData, serializeJsonLd } from '@/lib/seo/structured-data';

/** A page's JSON-LD (lib/seo/structured-data.ts), in the page's language: a data block, never run. */
export async function StructuredData({ page }: { page: RouteKey }) {
  const locale = await getLocale();
  const t = await getTranslations('Pages');
  const tMeta = await getTranslations('Metadata');
  const config = getConfig();
  const data = pageStructuredData({
    key: page,
    locale,
    siteUrl: config.siteUrl,
    oldSiteUrl: config.oldSiteUrl,
    content: getContent(),
    texts: { siteName: tMeta('siteName'), homeName: t('home.nav'), title: t(`${page}.title`), description: t(`${page}.description`) },
  });
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON, with every `<` escaped (serializeJsonLd)
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
