import { getLocale, getTranslations } from 'next-intl/server';
import { FormScope } from '@/components/forms/FormScope/FormScope';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { OnePageRequest } from '@/components/requests/OnePageRequest/OnePageRequest';
import { RequestFrame } from '@/components/requests/RequestFrame/RequestFrame';
import { RequestPage } from '@/components/requests/RequestPage/RequestPage';
import { getPathname } from '@/i18n/navigation';
import { getContent } from '@/lib/content';
import { expertViews } from '@/lib/content/views';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { PageTitle } from '@/components/seo/PageTitle/PageTitle';
import { StructuredData } from '@/components/seo/StructuredData/StructuredData';

export const generateMetadata = () => pageMetadata('request_to_expert');

export default async function RequestToExpertPage() {
  const tPage = await getTranslations('Pages.request_to_expert');
  const locale = await getLocale();
  const experts = expertViews(getContent(), locale);
  const targets = experts.map((expert) => ({ id: expert.id, title: expert.name }));
  return (
    <FormScope formOnPage>
      <PageTitle page="request_to_expert" />
      <StructuredData page="request_to_expert" />
      <PageHero title={tPage('title')} intro={tPage('intro')} />
      <RequestPage kind="meeting" targets={targets} listHref={getPathname({ href: '/experts', locale })}>
        <RequestFrame kind="expert" choices={experts.map((expert) => ({ id: expert.id, title: expert.name, subtitle: expert.title }))} />
        <OnePageRequest kind="meeting" targets={targets} />
      </RequestPage>
    </FormScope>
  );
}
