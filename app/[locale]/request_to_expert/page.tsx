import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = () => pageMetadata('request_to_expert');

export default async function RequestToExpertPage() {
  const t = await getTranslations('Pages.request_to_expert');
  return <PageHero title={t('title')} intro={t('intro')} />;
}
