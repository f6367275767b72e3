import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = () => pageMetadata('clients_stories');

export default async function ClientsStoriesPage() {
  const t = await getTranslations('Pages.clients_stories');
  return <PageHero title={t('title')} intro={t('intro')} />;
}
