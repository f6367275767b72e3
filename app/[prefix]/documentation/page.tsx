import { getLocale, getTranslations } from 'next-intl/server';
import { PolicyDocument } from '@/components/documentation/PolicyDocument/PolicyDocument';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { getContent } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { StructuredData } from '@/components/seo/StructuredData/StructuredData';

export const generateMetadata = () => pageMetadata('documentation');

export default async function DocumentationPage() {
  const tPage = await getTranslations('Pages.documentation');
  const t = await getTranslations('Documentation');
  const locale = await getLocale();
  const { privacy, terms } = getContent().policies;
  const local = (sections: typeof privacy.sections) => sections.map((s) => ({ id: s.id, title: s.title[locale], desc: s.desc[locale] }));
  return (
    <>
      <StructuredData page="documentation" />
      <PageHero title={tPage('title')} intro={tPage('intro', { privacyDate: new Date(privacy.revised), termsDate: new Date(terms.revised) })} />
      <div className="container page-body">
        <PolicyDocument id="privacy" title={t('privacyTitle')} revised={privacy.revised} sections={local(privacy.sections)} />
        <PolicyDocument id="terms" title={t('termsTitle')} revised={terms.revised} sections={local(terms.sections)} />
      </div>
    </>
  );
}
