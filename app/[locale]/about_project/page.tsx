import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = () => pageMetadata('about_project');

export default async function AboutProjectPage() {
  const t = await getTranslations('Pages.about_project');
  return <PageHero title={t('title')} intro={t('intro')} />;
}
