import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { getConfig } from '@/lib/config';
import { alternatesFor } from '@/lib/i18n/paths';
import { routePath, type RouteKey } from '@/lib/routes';

/** Title, description, canonical and hreflang alternates of one page, in the page's language. */
export async function pageMetadata(key: RouteKey): Promise<Metadata> {
  const locale = await getLocale();
  const t = await getTranslations('Pages');
  const tm = await getTranslations('Metadata');
  const { siteUrl } = getConfig();
  const alternates = alternatesFor(routePath(key), locale, siteUrl);
  const title = t(`${key}.title`);
  const description = t(`${key}.description`);
  return {
    // The home page's title is the site name itself; every other page appends it.
    title: key === 'home' ? { absolute: title } : title,
    description,
    alternates,
    openGraph: {
      type: 'website',
      siteName: tm('siteName'),
      title,
      description,
      url: alternates.canonical,
      locale,
    },
  };
}
