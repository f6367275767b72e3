import { getLocale, getTranslations } from 'next-intl/server';
import { CurrencyConverter } from '@/components/currency/CurrencyConverter/CurrencyConverter';
import { FormScope } from '@/components/requests/FormScope/FormScope';
import { MessagesScope } from '@/components/i18n/MessagesScope/MessagesScope';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { CatalogExplorer } from '@/components/search/CatalogExplorer/CatalogExplorer';
import { PageTitle } from '@/components/seo/PageTitle/PageTitle';
import { StructuredData } from '@/components/seo/StructuredData/StructuredData';
import { Section } from '@/components/ui/Section/Section';
import { CONVERTER_START, converterView, DEFAULT_CURRENCY } from '@/lib/currency/convert';
import { getContent } from '@/lib/content';
import { messageFileUrl } from '@/lib/message-files';
import type { Locale } from '@/lib/i18n/locales';
import { catalogCountKey } from '@/lib/catalog';
import { catalogSummary, searchCatalog, type CatalogType } from '@/lib/search/catalog-search';
import { CatalogCard } from '@/components/catalog/CatalogCard/CatalogCard';

type Props = {
  type: CatalogType;
  /**
   * The URL's filters and page. None: the prerendered first page, whose cards carry their text
   * once (components/catalog/CatalogCard). Any: a page of results rendered for that URL
   * (app/[prefix]/experts/-results), so that it works without JavaScript.
   */
  query?: URLSearchParams;
};

/** `/experts` and `/services`: the catalogue's search, filters, a page of cards and the links to the others. */
export async function CatalogPage({ type, query = new URLSearchParams() }: Props) {
  const page = type === 'expert' ? 'experts' : 'services';
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('Catalog');
  const tPage = await getTranslations(`Pages.${page}`);
  const { items, ...initial } = await searchCatalog(locale, type, query);
  const { areas, kinds } = await catalogSummary(locale, type);
  const messagesUrl = initial.query === '' ? await messageFileUrl(page, locale) : null;
  // The prerendered first page: its cards as server markup that carries its text once. A page of
  // results for a URL: its items, compact in the payload, rendered into cards by the explorer.
  const cards = messagesUrl
    ? items.map((item) => ({ id: item.id, card: <CatalogCard kind={type} id={item.id} locale={locale} messagesUrl={messagesUrl} /> }))
    : undefined;
  return (
    <FormScope extra={['Catalog', 'Common']}>
      <PageTitle page={page} />
      {/* A page of results for a URL is not indexed (./-results): only the list's own page has the list's data. */}
      {messagesUrl ? <StructuredData page={page} /> : null}
      <PageHero title={tPage('title')} intro={tPage('intro')} />
      <div className="container page-body">
        <CatalogExplorer
          type={type}
          areas={areas}
          {...(type === 'service' ? { note: `${t('readyCount', { count: kinds.ready })} · ${t('adaptiveCount', { count: kinds.adaptive })}` } : {})}
          initialCount={t(catalogCountKey(type), { count: initial.total })}
          initial={cards ? initial : { ...initial, items }}
          cards={cards}
        />
      </div>
      {type === 'service' ? <Converter locale={locale} /> : null}
    </FormScope>
  );
}

async function Converter({ locale }: { locale: Locale }) {
  const tCurrency = await getTranslations('Currency');
  const rates = getContent()['currency-rates'];
  const asOf = new Date(rates.asOf);
  return (
    <Section id="converter" tone="muted" title={tCurrency('converterTitle')} intro={tCurrency('converterIntro')}>
      <MessagesScope namespaces={['Currency.amount', 'Currency.from', 'Currency.to', 'Currency.result']}>
        <CurrencyConverter
          dates={{ asOf: tCurrency('asOf', { date: asOf }), rateDate: tCurrency('rateDate', { date: asOf }) }}
          start={converterView(CONVERTER_START, DEFAULT_CURRENCY, rates, locale)}
        />
      </MessagesScope>
    </Section>
  );
}
