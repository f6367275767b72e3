import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { RequestPageBody } from '@/components/requests/RequestPage/RequestPageBody';
import type { Locale } from '@/lib/i18n/locales';
import { catalogItem } from '@/lib/search/catalog-search';
import { pageMetadata } from '@/lib/seo/page-metadata';

// `/request_to_expert?expert=<id>`, rewritten here by the servers (lib/i18n/proxy-rules.ts):
// rendered for that expert on its first request, then kept, like the expert's own page.
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata(): Promise<Metadata> {
  return { ...(await pageMetadata('request_to_expert')), robots: { index: false } };
}

/** The meeting request for one expert; an unknown one is said so above the page's own choices. */
export default async function RequestToOneExpertPage({ params }: PageProps<'/[prefix]/experts/[expert]/request'>) {
  const locale = (await getLocale()) as Locale;
  const expert = await catalogItem(locale, 'expert', (await params).expert);
  return (
    <RequestPageBody
      kind="meeting"
      targets={expert ? [{ id: expert.id, title: expert.name, priceUsd: expert.consultationPriceUsd, subtitle: expert.title }] : []}
      more
    />
  );
}
