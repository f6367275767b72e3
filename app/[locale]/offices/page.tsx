import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = () => pageMetadata('offices');

export default async function OfficesPage() {
  const t = await getTranslations('Pages.offices');
  return <PageHero title={t('title')} intro={t('intro')} />;
}
