import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { FormScope } from '@/components/requests/FormScope/FormScope';
import { PageTitle } from '@/components/seo/PageTitle/PageTitle';
import { ItemStructuredData } from '@/components/seo/StructuredData/StructuredData';
import { ServiceArticle } from '@/components/services/ServiceArticle/ServiceArticle';
import type { Locale } from '@/lib/i18n/locales';
import { catalogItem } from '@/lib/search/catalog-search';
import { itemMetadata } from '@/lib/seo/item-metadata';

// Hundreds of services in four languages: each page is rendered on its first request and then
// kept (by Next, and by nginx in front), so the build does not grow with the catalogue.
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

async function serviceOf(params: PageProps<'/[prefix]/services/[service]'>['params']) {
  const locale = (await getLocale()) as Locale;
  const service = await catalogItem(locale, 'service', (await params).service);
  if (!service) notFound();
  return { locale, service };
}

export async function generateMetadata({ params }: PageProps<'/[prefix]/services/[service]'>) {
  const { locale, service } = await serviceOf(params);
  return itemMetadata('service', { id: service.id, name: service.title, text: service.description }, locale);
}

/** `/services/<id>`: one service's page, to share and to find in search engines. */
export default async function ServicePage({ params }: PageProps<'/[prefix]/services/[service]'>) {
  const { locale, service } = await serviceOf(params);
  const experts = (await Promise.all(service.expertIds.map((id) => catalogItem(locale, 'expert', id)))).flatMap((expert) =>
    expert ? [{ id: expert.id, name: expert.name }] : [],
  );
  return (
    <FormScope>
      <PageTitle page="services" title={service.title} />
      <ItemStructuredData type="service" item={service} />
      <ServiceArticle service={service} experts={experts} />
    </FormScope>
  );
}
