import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = () => pageMetadata('products');

export default async function ProductsPage() {
  const t = await getTranslations('Pages.products');
  return <PageHero title={t('title')} intro={t('intro')} />;
}
