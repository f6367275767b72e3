import { getLocale, getTranslations } from 'next-intl/server';
import { ServiceCard } from '@/components/catalog/ServiceCard/ServiceCard';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { getContent } from '@/lib/content';
import { serviceViews } from '@/lib/content/views';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = () => pageMetadata('services');

export default async function ServicesPage() {
  const t = await getTranslations('Catalog');
  const tPage = await getTranslations('Pages.services');
  const locale = await getLocale();
  const services = serviceViews(getContent(), locale);
  const ready = services.filter((service) => service.kind === 'ready').length;
  return (
    <>
      <PageHero title={tPage('title')} intro={tPage('intro')} />
      <div className="container page-body">
        <p className="catalog-count" data-testid="services-count">
          {t('servicesCount', { count: services.length })} · {t('readyCount', { count: ready })} · {t('adaptiveCount', { count: services.length - ready })}
        </p>
        <ul className="card-grid">
          {services.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} headingLevel={2} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
