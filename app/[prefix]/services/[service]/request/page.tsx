import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { RequestPageBody } from '@/components/requests/RequestPage/RequestPageBody';
import type { Locale } from '@/lib/i18n/locales';
import { catalogItem } from '@/lib/search/catalog-search';
import { pageMetadata } from '@/lib/seo/page-metadata';

// `/request_to_service?service=<id>`, rewritten here by the servers (lib/i18n/proxy-rules.ts):
// rendered for that service on its first request, then kept, like the service's own page.
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata(): Promise<Metadata> {
  return { ...(await pageMetadata('request_to_service')), robots: { index: false } };
}

/** The request for one service; an unknown one is said so above the page's own choices. */
export default async function RequestToOneServicePage({ params }: PageProps<'/[prefix]/services/[service]/request'>) {
  const tCommon = await getTranslations('Common');
  const locale = (await getLocale()) as Locale;
  const service = await catalogItem(locale, 'service', (await params).service);
  const targets = service
    ? [
        {
          id: service.id,
          title: service.title,
          priceUsd: service.priceFromUsd,
          subtitle: service.kind === 'ready' ? tCommon('kindReady') : tCommon('kindAdaptive'),
        },
      ]
    : [];
  return <RequestPageBody kind="service" targets={targets} more />;
}
