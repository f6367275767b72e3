/**
 * The catalogue's search, on the server: the browser never downloads the catalogue or its index.
 * Each language's index (MiniSearch, with the language's rules: terms.ts) and its cards are built
 * once per process from the content, on first use; an answer is a function of its URL alone, so
 * shared caches keep it, and this process keeps the latest few hundred too.
 */

import type { Currency } from '@/lib/currency/convert';
import { getContent } from '@/lib/content';
import {
  catalogAreas,
  expertCardView,
  expertViews,
  serviceCardView,
  serviceViews,
  type ExpertCardView,
  type ExpertView,
  type ServiceCardView,
  type ServiceView,
} from '@/lib/content/views';
import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/translator';
import { CATALOG_PAGE_SIZE, areaCounts, catalogPageQuery, filterCatalog, parseCatalogFilters, parseCatalogPage, type CatalogItem } from '@/lib/catalog';
import { searchDocuments } from './documents';
import { searchIndex, type SearchIndex, type StoredDocument } from './engine';
import { createSearchIndex } from './fulltext';

export type CatalogType = 'expert' | 'service';
export type CatalogView<T extends CatalogType> = T extends 'expert' ? ExpertView : ServiceView;
/** What a card of the catalogue shows of an item (the item's own page shows the rest). */
export type CatalogCardView<T extends CatalogType> = T extends 'expert' ? ExpertCardView : ServiceCardView;

/** One page of a catalogue's results, with what the controls show beside it. */
export type CatalogAnswer<T extends CatalogType = CatalogType> = {
  /** The filters and page this answers, as a query string (`?area=finance&page=2`, '' for the first unfiltered page). */
  query: string;
  total: number;
  page: number;
  pageCount: number;
  /** Results per area under the other filters. */
  counts: Record<string, number>;
  items: CatalogCardView<T>[];
};

/** The header search's quick list: the best few of each kind, and how many there are in all. */
export type SuggestAnswer = { experts: { total: number; hits: StoredDocument[] }; services: { total: number; hits: StoredDocument[] } };

type Entry<V, C = unknown> = CatalogItem & { view: V; card: C; rank: number };
type LanguageCatalog = {
  index: SearchIndex;
  expert: Entry<ExpertView, ExpertCardView>[];
  service: Entry<ServiceView, ServiceCardView>[];
  byId: { expert: Map<string, Entry<ExpertView>>; service: Map<string, Entry<ServiceView>> };
};

const catalogs = new Map<Locale, Promise<LanguageCatalog>>();

/** Items in name order, each knowing its place: sorting by name is then a subtraction. */
function ranked<V extends { id: string }, C>(locale: Locale, views: V[], item: (view: V) => CatalogItem, card: (view: V) => C): Entry<V, C>[] {
  const collator = new Intl.Collator(locale);
  const entries = views.map((view) => ({ ...item(view), view, card: card(view), rank: 0 }));
  for (const [rank, entry] of [...entries].sort((a, b) => collator.compare(a.name, b.name)).entries()) entry.rank = rank;
  return entries;
}

async function buildCatalog(locale: Locale): Promise<LanguageCatalog> {
  const content = getContent();
  const t = await translatorFor(locale);
  const kinds = { ready: t('Common.kindReady'), adaptive: t('Common.kindAdaptive') };
  const catalog = {
    index: createSearchIndex(locale, searchDocuments(content, locale, kinds)),
    expert: ranked(
      locale,
      expertViews(content, locale),
      (expert) => ({
        id: expert.id,
        name: expert.name,
        priceUsd: expert.consultationPriceUsd,
        areaIds: expert.areas.map((area) => area.id),
        group: expert.areas[0]?.group ?? '',
      }),
      (expert) => expertCardView(expert, locale),
    ),
    service: ranked(
      locale,
      serviceViews(content, locale),
      (service) => ({
        id: service.id,
        name: service.title,
        priceUsd: service.priceFromUsd,
        areaIds: service.areas.map((area) => area.id),
        group: service.group,
        kind: service.kind,
      }),
      serviceCardView,
    ),
  };
  return {
    ...catalog,
    byId: { expert: new Map(catalog.expert.map((entry) => [entry.id, entry])), service: new Map(catalog.service.map((entry) => [entry.id, entry])) },
  };
}

/** A language's catalogue and index, built once per process (the content does not change while it runs). */
function languageCatalog(locale: Locale): Promise<LanguageCatalog> {
  let catalog = catalogs.get(locale);
  if (!catalog) {
    catalog = buildCatalog(locale);
    catalog.catch(() => catalogs.delete(locale));
    catalogs.set(locale, catalog);
  }
  return catalog;
}

/** The answers given last, by URL: a page of a popular search is worked out once. */
const MEMO_SIZE = 500;
const memo = new Map<string, unknown>();
function remembered<T>(key: string, work: () => T): T {
  if (memo.has(key)) {
    const value = memo.get(key) as T;
    memo.delete(key);
    memo.set(key, value);
    return value;
  }
  const value = work();
  memo.set(key, value);
  if (memo.size > MEMO_SIZE) memo.delete(memo.keys().next().value!);
  return value;
}

/**
 * One page of the experts' or services' results for a URL's filters (lib/catalog.ts), in
 * one language. A price range without `currency` is in US dollars. A page past the last is the last.
 */
export async function searchCatalog<T extends CatalogType>(locale: Locale, type: T, params: URLSearchParams): Promise<CatalogAnswer<T>> {
  const catalog = await languageCatalog(locale);
  const filters = parseCatalogFilters(params);
  const asked = parseCatalogPage(params);
  const key = `${locale}/${type}${catalogPageQuery(filters, asked)}`;
  return remembered(key, () => {
    const entries = catalog[type] as Entry<CatalogView<T>, CatalogCardView<T>>[];
    const text = filters.q.trim();
    const relevance = text
      ? new Map(
          searchIndex(catalog.index, text)
            .filter((hit) => hit.type === type)
            .map((hit) => [hit.id, hit.score]),
        )
      : null;
    const options = {
      rates: getContent()['currency-rates'],
      displayCurrency: 'USD' as Currency,
      locale,
      relevance,
      compareNames: (a: CatalogItem, b: CatalogItem) => (a as Entry<unknown>).rank - (b as Entry<unknown>).rank,
    };
    const shown = filterCatalog(entries, filters, options);
    const pageCount = Math.max(1, Math.ceil(shown.length / CATALOG_PAGE_SIZE));
    const page = Math.min(asked, pageCount);
    return {
      query: catalogPageQuery(filters, page),
      total: shown.length,
      page,
      pageCount,
      counts: Object.fromEntries(areaCounts(entries, filters, options)),
      items: shown.slice((page - 1) * CATALOG_PAGE_SIZE, page * CATALOG_PAGE_SIZE).map((entry) => entry.card),
    };
  });
}

/** How many of each kind the header's list shows. */
export const SUGGESTIONS_PER_KIND = 5;

/** The header search's list for a query, in one language. */
export async function suggest(locale: Locale, query: string): Promise<SuggestAnswer> {
  const catalog = await languageCatalog(locale);
  const text = query.trim().slice(0, 100);
  return remembered(`${locale}/suggest?${text}`, () => {
    const hits = text ? searchIndex(catalog.index, text) : [];
    const group = (type: CatalogType) => {
      const found = hits.filter((hit) => hit.type === type);
      return { total: found.length, hits: found.slice(0, SUGGESTIONS_PER_KIND).map(({ id, type, title, subtitle }) => ({ id, type, title, subtitle })) };
    };
    return { experts: group('expert'), services: group('service') };
  });
}

/** One expert or service in one language, for its own page and the request pages; undefined when there is none. */
export async function catalogItem<T extends CatalogType>(locale: Locale, type: T, id: string): Promise<CatalogView<T> | undefined> {
  const catalog = await languageCatalog(locale);
  return (catalog.byId[type] as Map<string, Entry<CatalogView<T>>>).get(id)?.view;
}

/** The areas a catalogue's items belong to, in the content's order (the area filter), and how many items are of each kind. */
export async function catalogSummary(
  locale: Locale,
  type: CatalogType,
): Promise<{ areas: { id: string; name: string }[]; kinds: Record<'ready' | 'adaptive', number> }> {
  const catalog = await languageCatalog(locale);
  return remembered(`${locale}/${type}/summary`, () => {
    const entries: (CatalogItem & { view: { areas: { id: string }[] } })[] = catalog[type];
    const areas = catalogAreas(
      entries.map((entry) => entry.view),
      getContent(),
      locale,
    );
    const ready = entries.filter((entry) => entry.kind === 'ready').length;
    return { areas, kinds: { ready, adaptive: entries.filter((entry) => entry.kind === 'adaptive').length } };
  });
}

/** The services an expert takes part in, by title, for the expert's page. */
export async function servicesWithExpert(locale: Locale, expertId: string): Promise<{ id: string; title: string }[]> {
  const catalog = await languageCatalog(locale);
  return catalog.service.filter((entry) => entry.view.expertIds.includes(expertId)).map((entry) => ({ id: entry.id, title: entry.view.title }));
}
