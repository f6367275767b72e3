import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { ExpertProfile } from '@/components/catalog/ExpertProfile/ExpertProfile';
import { FormScope } from '@/components/requests/FormScope/FormScope';
import { PageTitle } from '@/components/seo/PageTitle/PageTitle';
import { ItemStructuredData } from '@/components/seo/StructuredData/StructuredData';
import type { Locale } from '@/lib/i18n/locales';
import { catalogItem, servicesWithExpert } from '@/lib/search/catalog-search';
import { itemMetadata } from '@/lib/seo/item-metadata';

// Thousands of experts in four languages: each page is rendered on its first request and then
// kept (by Next, and by nginx in front), so the build does not grow with the catalogue.
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

async function expertOf(params: PageProps<'/[prefix]/experts/[expert]'>['params']) {
  const locale = (await getLocale()) as Locale;
  const expert = await catalogItem(locale, 'expert', (await params).expert);
  if (!expert) notFound();
  return { locale, expert };
}

export async function generateMetadata({ params }: PageProps<'/[prefix]/experts/[expert]'>) {
  const { locale, expert } = await expertOf(params);
  return itemMetadata('expert', { id: expert.id, name: expert.name, text: expert.bio }, locale);
}

/** `/experts/<id>`: one expert's page, to share and to find in search engines. */
export default async function ExpertPage({ params }: PageProps<'/[prefix]/experts/[expert]'>) {
  const { locale, expert } = await expertOf(params);
  return (
    <FormScope>
      <PageTitle page="experts" title={expert.name} />
      <ItemStructuredData type="expert" item={expert} />
      <ExpertProfile expert={expert} services={await servicesWithExpert(locale, expert.id)} />
    </FormScope>
  );
}
