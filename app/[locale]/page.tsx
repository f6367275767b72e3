import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { CONTENT_UPDATED_AT, EXPERT_COUNT } from '@/lib/site';

export const generateMetadata = () => pageMetadata('home');

export default async function HomePage() {
  const t = await getTranslations('Pages.home');
  return (
    <PageHero
      title={t('title')}
      intro={t('intro')}
      eyebrow={t('highlight', { experts: EXPERT_COUNT, date: new Date(CONTENT_UPDATED_AT) })}
    />
  );
}
