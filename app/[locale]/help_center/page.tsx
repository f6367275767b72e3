import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = () => pageMetadata('help_center');

export default async function HelpCenterPage() {
  const t = await getTranslations('Pages.help_center');
  return <PageHero title={t('title')} intro={t('intro')} />;
}
