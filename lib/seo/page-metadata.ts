import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { getConfig } from '@/lib/config';
import { LOCALES, ogLocaleOf, prefixForTag } from '@/lib/i18n/locales';
import { alternatesFor } from '@/lib/i18n/paths';
import { routePath, type RouteKey } from '@/lib/routes';
import { PREVIEW_IMAGE_SIZE, PREVIEW_IMAGE_TYPE, previewAlt, previewImagePath } from './preview-image';
import { previewText } from './preview-text';

/**
 * Description, canonical and hreflang alternates of one page, in the page's language, and its
 * share preview: Open Graph and the large Twitter/X card, with the image its folder's
 * opengraph-image route draws. The image is named here rather than by the file convention, so
 * that its alternative text is in the page's language. The document's title is not metadata here:
 * the page renders it (components/seo/PageTitle), so that a navigation never leaves it empty.
 */
export async function pageMetadata(key: RouteKey): Promise<Metadata> {
  const locale = await getLocale();
  const t = await getTranslations('Pages');
  const tm = await getTranslations('Metadata');
  const { siteUrl } = getConfig();
  const path = routePath(key);
  const alternates = alternatesFor(path, locale, siteUrl);
  const title = t(`${key}.title`);
  const description = t(`${key}.description`);
  const preview = await previewText(key, locale);
  const image = {
    url: new URL(previewImagePath(`/${prefixForTag(locale)}${path === '/' ? '' : path}`, preview, locale), `${siteUrl}/`).toString(),
    ...PREVIEW_IMAGE_SIZE,
    alt: previewAlt(preview),
    type: PREVIEW_IMAGE_TYPE,
  };
  return {
    description,
    alternates,
    openGraph: {
      type: 'website',
      siteName: tm('siteName'),
      title,
      description,
      url: alternates.canonical,
      locale: ogLocaleOf(locale),
      alternateLocale: LOCALES.filter((other) => other !== locale).map(ogLocaleOf),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}
