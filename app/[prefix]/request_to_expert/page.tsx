import { getLocale, getTranslations } from 'next-intl/server';
import { RequestPageBody } from '@/components/requests/RequestPage/RequestPageBody';
import { getContent } from '@/lib/content';
import { expertView } from '@/lib/content/views';
import { CATALOG_PAGE_SIZE } from '@/lib/catalog';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = () => pageMetadata('request_to_expert');

/** A meeting request; `?expert=<id>` is rendered for that expert (app/[prefix]/experts/[expert]/request). */
export default async function RequestToExpertPage() {
  await getTranslations('Pages.request_to_expert');
  const locale = await getLocale();
  const content = getContent();
  const experts = content.experts.experts.slice(0, CATALOG_PAGE_SIZE).map((expert) => expertView(expert, content, locale));
  return (
    <RequestPageBody
      kind="meeting"
      targets={experts.map((expert) => ({ id: expert.id, title: expert.name, priceUsd: expert.consultationPriceUsd, subtitle: expert.title }))}
      more={content.experts.experts.length > experts.length}
    />
  );
}
