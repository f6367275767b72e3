import { getLocale, getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { PageTitle } from '@/components/seo/PageTitle/PageTitle';
import { StructuredData } from '@/components/seo/StructuredData/StructuredData';
import { Section } from '@/components/ui/Section/Section';
import { Link } from '@/i18n/navigation';
import { getContent } from '@/lib/content';
import { serviceView } from '@/lib/content/views';
import { catalogItemPath, CATALOG_ITEM_ROUTES } from '@/lib/routes';
import { CATALOG_PAGE_SIZE } from '@/lib/catalog';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = () => pageMetadata('full_card_service');

/**
 * The services to choose from, each linking to its own page (`/services/<id>`); a link of before,
 * `?service=<id>`, is moved there by the servers (lib/i18n/proxy-rules.ts). The first page of the
 * catalogue, and the way to the whole of it.
 */
export default async function FullCardServicePage() {
  const t = await getTranslations('FullCard');
  const tPage = await getTranslations('Pages.full_card_service');
  const tCommon = await getTranslations('Common');
  const tCatalog = await getTranslations('Catalog');
  const locale = await getLocale();
  const content = getContent();
  const services = content.services.services.slice(0, CATALOG_PAGE_SIZE).map((service) => serviceView(service, content, locale));
  return (
    <>
      <PageTitle page="full_card_service" />
      <StructuredData page="full_card_service" />
      <PageHero title={tPage('title')} intro={tPage('intro')} />
      <Section id="choose" title={t('chooseTitle')} intro={t('chooseIntro')}>
        <ul className="link-list">
          {services.map((service) => (
            <li key={service.id}>
              <Link href={catalogItemPath('service', service.id)}>{service.title}</Link>
              <span className="muted"> · {service.kind === 'ready' ? tCommon('kindReady') : tCommon('kindAdaptive')}</span>
            </li>
          ))}
        </ul>
        {content.services.services.length > services.length ? (
          <p>
            <Link href={CATALOG_ITEM_ROUTES.service}>{tCatalog('allServices')}</Link>
          </p>
        ) : null}
      </Section>
    </>
  );
}
