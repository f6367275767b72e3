import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = () => pageMetadata('request_to_service');

export default async function RequestToServicePage() {
  const t = await getTranslations('Pages.request_to_service');
  return <PageHero title={t('title')} intro={t('intro')} />;
}
