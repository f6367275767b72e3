import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = () => pageMetadata('full_card_service');

export default async function FullCardServicePage() {
  const t = await getTranslations('Pages.full_card_service');
  return <PageHero title={t('title')} intro={t('intro')} />;
}
