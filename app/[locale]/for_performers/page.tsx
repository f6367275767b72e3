import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = () => pageMetadata('for_performers');

export default async function ForPerformersPage() {
  const t = await getTranslations('Pages.for_performers');
  return <PageHero title={t('title')} intro={t('intro')} />;
}
