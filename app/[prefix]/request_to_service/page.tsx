import { getLocale, getTranslations } from 'next-intl/server';
import { RequestPageBody } from '@/components/requests/RequestPage/RequestPageBody';
import { getContent } from '@/lib/content';
import { serviceView } from '@/lib/content/views';
import { CATALOG_PAGE_SIZE } from '@/lib/catalog';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = () => pageMetadata('request_to_service');

/** A service request; `?service=<id>` is rendered for that service (app/[prefix]/services/[service]/request). */
export default async function RequestToServicePage() {
  const tCommon = await getTranslations('Common');
  const locale = await getLocale();
  const content = getContent();
  const services = content.services.services.slice(0, CATALOG_PAGE_SIZE).map((service) => serviceView(service, content, locale));
  return (
    <RequestPageBody
      kind="service"
      targets={services.map((service) => ({
        id: service.id,
        title: service.title,
        priceUsd: service.priceFromUsd,
        subtitle: service.kind === 'ready' ? tCommon('kindReady') : tCommon('kindAdaptive'),
      }))}
      more={content.services.services.length > services.length}
    />
  );
}
