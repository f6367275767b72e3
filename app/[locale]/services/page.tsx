import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = () => pageMetadata('services');

export default async function ServicesPage() {
  const t = await getTranslations('Pages.services');
  return <PageHero title={t('title')} intro={t('intro')} />;
}
