import { getLocale, getTranslations } from 'next-intl/server';
import { FormScope } from '@/components/forms/FormScope/FormScope';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { OnePageRequest } from '@/components/requests/OnePageRequest/OnePageRequest';
import { RequestFrame } from '@/components/requests/RequestFrame/RequestFrame';
import { RequestPage } from '@/components/requests/RequestPage/RequestPage';
import { getPathname } from '@/i18n/navigation';
import { getContent } from '@/lib/content';
import { serviceViews } from '@/lib/content/views';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { PageTitle } from '@/components/seo/PageTitle/PageTitle';
import { StructuredData } from '@/components/seo/StructuredData/StructuredData';

export const generateMetadata = () => pageMetadata('request_to_service');

export default async function RequestToServicePage() {
  const tPage = await getTranslations('Pages.request_to_service');
  const tCommon = await getTranslations('Common');
  const locale = await getLocale();
  const services = serviceViews(getContent(), locale);
  const targets = services.map((service) => ({ id: service.id, title: service.title }));
  return (
    <FormScope formOnPage>
      <PageTitle page="request_to_service" />
      <StructuredData page="request_to_service" />
      <PageHero title={tPage('title')} intro={tPage('intro')} />
      <RequestPage kind="service" targets={targets} listHref={getPathname({ href: '/services', locale })}>
        <RequestFrame
          kind="service"
          choices={services.map((service) => ({
            id: service.id,
            title: service.title,
            subtitle: service.kind === 'ready' ? tCommon('kindReady') : tCommon('kindAdaptive'),
          }))}
        />
        <OnePageRequest kind="service" targets={targets} />
      </RequestPage>
    </FormScope>
  );
}
