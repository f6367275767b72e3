import { getLocale, getTranslations } from 'next-intl/server';
import { ServiceCard } from '@/components/catalog/ServiceCard/ServiceCard';
import { CurrencyConverter } from '@/components/currency/CurrencyConverter/CurrencyConverter';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { Section } from '@/components/ui/Section/Section';
import { getContent } from '@/lib/content';
import { serviceViews } from '@/lib/content/views';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = () => pageMetadata('services');

export default async function ServicesPage() {
  const t = await getTranslations('Catalog');
  const tPage = await getTranslations('Pages.services');
  const locale = await getLocale();
  const content = getContent();
  const tCurrency = await getTranslations('Currency');
  const services = serviceViews(content, locale);
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
      <Section id="converter" tone="muted" title={tCurrency('converterTitle')} intro={tCurrency('converterIntro')}>
        <CurrencyConverter
          labels={{
            amount: tCurrency('amount'),
            from: tCurrency('from'),
            to: tCurrency('to'),
            result: tCurrency('result'),
            asOf: tCurrency('asOf', { date: new Date(content['currency-rates'].asOf) }),
          }}
        />
      </Section>
    </>
  );
}
