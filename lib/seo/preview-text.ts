import { getTranslations } from 'next-intl/server';
import { getConfig } from '@/lib/config';
import { getContent } from '@/lib/content';
import { firstSentence } from '@/lib/content/views';
import type { Locale } from '@/lib/i18n/locales';
import { formatMoney } from '@/lib/money';
import type { RouteKey } from '@/lib/routes';
import { previewFigure, type PreviewText } from './preview-image';

/** What a page's share preview says, in the page's language: one source for the image and its metadata. */
export async function previewText(key: RouteKey, locale: Locale): Promise<PreviewText> {
  const t = await getTranslations({ locale, namespace: 'Preview' });
  const tPage = await getTranslations({ locale, namespace: `Pages.${key}` });
  const tMeta = await getTranslations({ locale, namespace: 'Metadata' });
  const figure = previewFigure(key, getContent());
  const price = (usd: number) => formatMoney(usd, 'USD', locale);
  return {
    siteName: tMeta('siteName'),
    title: tPage('title'),
    description: firstSentence(tPage('description'), locale),
    figure:
      figure?.kind === 'experts'
        ? t('experts', { count: figure.count })
        : figure?.kind === 'services'
          ? t('services', { count: figure.count, price: price(figure.priceFromUsd) })
          : figure?.kind === 'priceFrom'
            ? t('priceFrom', { price: price(figure.priceFromUsd) })
            : undefined,
    host: new URL(getConfig().siteUrl).host,
  };
}
