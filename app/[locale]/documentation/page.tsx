import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { PRIVACY_POLICY_REVISED, TERMS_REVISED } from '@/lib/site';

export const generateMetadata = () => pageMetadata('documentation');

export default async function DocumentationPage() {
  const t = await getTranslations('Pages.documentation');
  return (
    <PageHero
      title={t('title')}
      intro={t('intro', { privacyDate: new Date(PRIVACY_POLICY_REVISED), termsDate: new Date(TERMS_REVISED) })}
    />
  );
}
