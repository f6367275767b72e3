import { getLocale, getTranslations } from 'next-intl/server';
import { PolicyDocument } from '@/components/documentation/PolicyDocument/PolicyDocument';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { getContent } from '@/lib/content';
import { messageFileUrl } from '@/lib/message-files';
import { POLICY_DOCUMENTS } from '@/lib/content/policy-messages';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { PageTitle } from '@/components/seo/PageTitle/PageTitle';
import { StructuredData } from '@/components/seo/StructuredData/StructuredData';

export const generateMetadata = () => pageMetadata('documentation');

export default async function DocumentationPage() {
  const tPage = await getTranslations('Pages.documentation');
  const t = await getTranslations('Documentation');
  const locale = await getLocale();
  const { policies } = getContent();
  const documents = POLICY_DOCUMENTS.map((id) => ({
    id,
    title: t(`${id}Title`),
    revised: policies[id].revised,
    revisedLabel: t('revised', { date: new Date(policies[id].revised) }),
  }));
  const messagesUrl = await messageFileUrl('documentation', locale);
  return (
    <>
      <PageTitle page="documentation" />
      <StructuredData page="documentation" />
      <PageHero
        title={tPage('title')}
        intro={tPage('intro', { privacyDate: new Date(policies.privacy.revised), termsDate: new Date(policies.terms.revised) })}
      />
      <div className="container page-body">
        {documents.map((document) => (
          <PolicyDocument key={document.id} {...document} locale={locale} messagesUrl={messagesUrl} />
        ))}
      </div>
    </>
  );
}
