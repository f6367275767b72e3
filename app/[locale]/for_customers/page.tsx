import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = () => pageMetadata('for_customers');

export default async function ForCustomersPage() {
  const t = await getTranslations('Pages.for_customers');
  return <PageHero title={t('title')} intro={t('intro')} />;
}
