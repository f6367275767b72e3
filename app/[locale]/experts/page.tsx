import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = () => pageMetadata('experts');

export default async function ExpertsPage() {
  const t = await getTranslations('Pages.experts');
  return <PageHero title={t('title')} intro={t('intro')} />;
}
