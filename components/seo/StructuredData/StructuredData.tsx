import { getLocale, getTranslations } from 'next-intl/server';
import { getConfig } from '@/lib/config';
import { getContent } from '@/lib/content';
import type { RouteKey } from '@/lib/routes';
import type { ExpertView, ServiceView } from '@/lib/content/views';
import type { Locale } from '@/lib/i18n/locales';
import { itemStructuredData, pageStructuredData, serializeJsonLd } from '@/lib/seo/structured-data';

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

/** The JSON-LD of an expert's or a service's own page: its Person or Service, and its breadcrumb. */
export async function ItemStructuredData(props: { type: 'expert'; item: ExpertView } | { type: 'service'; item: ServiceView }) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('Pages');
  const data = itemStructuredData({
    ...props,
    locale,
    siteUrl: getConfig().siteUrl,
    content: getContent(),
    texts: { homeName: t('home.nav'), listName: t(props.type === 'expert' ? 'experts.title' : 'services.title') },
  });
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON, with every `<` escaped (serializeJsonLd)
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
