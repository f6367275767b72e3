import { getLocale, getTranslations } from 'next-intl/server';
import { CatalogCard } from '@/components/catalog/CatalogCard/CatalogCard';
import { CurrencyConverter } from '@/components/currency/CurrencyConverter/CurrencyConverter';
import { FormScope } from '@/components/forms/FormScope/FormScope';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { CatalogExplorer } from '@/components/search/CatalogExplorer/CatalogExplorer';
import { Section } from '@/components/ui/Section/Section';
import { apiUrl, CATALOG_ENDPOINT } from '@/lib/api/endpoints';
import { getConfig } from '@/lib/config';
import { getContent } from '@/lib/content';
import { searchCatalog } from '@/lib/search/catalog-search';
import { pageTextUrl } from '@/lib/content/page-text';
import { catalogAreas, serviceViews } from '@/lib/content/views';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { PageTitle } from '@/components/seo/PageTitle/PageTitle';
import { StructuredData } from '@/components/seo/StructuredData/StructuredData';

export const generateMetadata = () => pageMetadata('services');

export default async function ServicesPage() {
  const t = await getTranslations('Catalog');
  const tPage = await getTranslations('Pages.services');
  const tCommon = await getTranslations('Common');
  const locale = await getLocale();
  const content = getContent();
  // The cards' text is in the page once (components/catalog/CatalogCard).
  const { items: firstPage, ...initial } = await searchCatalog(locale, 'service', new URLSearchParams());
  const textUrl = await pageTextUrl('services', locale);
  const tCurrency = await getTranslations('Currency');
  const services = serviceViews(content, locale);
  const ready = services.filter((service) => service.kind === 'ready').length;
  const areas = catalogAreas(services, content, locale);
  return (
    <FormScope extra={['Catalog', 'Common']}>
      <PageTitle page="services" />
      <StructuredData page="services" />
      <PageHero title={tPage('title')} intro={tPage('intro')} />
      <div className="container page-body">
        <CatalogExplorer
          type="service"
          kinds={{ ready: tCommon('kindReady'), adaptive: tCommon('kindAdaptive') }}
          note={`${t('readyCount', { count: ready })} · ${t('adaptiveCount', { count: services.length - ready })}`}
          areas={areas}
          initial={initial}
          cards={firstPage.map((item) => ({ id: item.id, card: <CatalogCard kind="service" id={item.id} locale={locale} textUrl={textUrl} /> }))}
          endpoint={apiUrl(getConfig().apiBaseUrl, CATALOG_ENDPOINT)}
        />
      </div>
      <Section id="converter" tone="muted" title={tCurrency('converterTitle')} intro={tCurrency('converterIntro')}>
        <CurrencyConverter
          labels={{
            amount: tCurrency('amount'),
            from: tCurrency('from'),
            to: tCurrency('to'),
            result: tCurrency('result'),
            asOf: tCurrency('asOf', { date: new Date(content['currency-rates'].asOf) }),
            rateDate: tCurrency('rateDate', { date: new Date(content['currency-rates'].asOf) }),
          }}
        />
      </Section>
    </FormScope>
  );
}
