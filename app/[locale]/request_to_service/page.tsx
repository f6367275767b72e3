import { getLocale, getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { RequestFrame } from '@/components/requests/RequestFrame/RequestFrame';
import { getContent } from '@/lib/content';
import { serviceViews } from '@/lib/content/views';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = () => pageMetadata('request_to_service');

export default async function RequestToServicePage() {
  const tPage = await getTranslations('Pages.request_to_service');
  const tCommon = await getTranslations('Common');
  const locale = await getLocale();
  const choices = serviceViews(getContent(), locale).map((service) => ({
    id: service.id,
    title: service.title,
    subtitle: service.kind === 'ready' ? tCommon('kindReady') : tCommon('kindAdaptive'),
  }));
  return (
    <>
      <PageHero title={tPage('title')} intro={tPage('intro')} />
      <RequestFrame kind="service" choices={choices} />
    </>
  );
}
