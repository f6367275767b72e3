import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = () => pageMetadata('contact_us');

export default async function ContactUsPage() {
  const t = await getTranslations('Pages.contact_us');
  return <PageHero title={t('title')} intro={t('intro')} />;
}
