/**
 * The filters of the experts and services pages, kept in the URL so a search can be shared,
 * reloaded and navigated back to. Pure: the page island only renders what these return.
 */

import { convert, isCurrency, type Currency, type Rates } from '@/lib/currency/convert';

export type CatalogItem = { id: string; name: string; priceUsd: number; areaIds: string[]; group: string; kind?: 'ready' | 'adaptive' };
export type SortOrder = 'relevance' | 'price-asc' | 'price-desc' | 'name';
export type CatalogFilters = {
  q: string;
  area: string | null;
  kind: 'ready' | 'adaptive' | null;
  min: number | null;
  max: number | null;
  currency: Currency | null;
  sort: SortOrder;
};

const SORTS: readonly SortOrder[] = ['relevance', 'price-asc', 'price-desc', 'name'];

function number(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : null;
}

export function parseCatalogFilters(params: URLSearchParams): CatalogFilters {
  const kind = params.get('kind');
  const sort = params.get('sort');
  const currency = params.get('currency');
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    area: params.get('area') || null,
    kind: kind === 'ready' || kind === 'adaptive' ? kind : null,
    min: number(params.get('min')),
    max: number(params.get('max')),
    currency: isCurrency(currency) ? currency : null,
    sort: SORTS.includes(sort as SortOrder) ? (sort as SortOrder) : 'relevance',
  };
}

/** The query string for filters, without defaults, in a stable order. */
export function catalogQuery(filters: CatalogFilters): string {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.area) params.set('area', filters.area);
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.min !== null) params.set('min', String(filters.min));
  if (filters.max !== null) params.set('max', String(filters.max));
  if ((filters.min !== null || filters.max !== null) && filters.currency) params.set('currency', filters.currency);
  if (filters.sort !== 'relevance') params.set('sort', filters.sort);
  const query = params.toString();
  return query ? `?${query}` : '';
}

type Options = {
  rates: Rates;
  displayCurrency: Currency;
  locale: string;
  relevance: Map<string, number> | null;
  /** How names compare (the server passes its precomputed order, which is faster than comparing text). */
  compareNames?: (a: CatalogItem, b: CatalogItem) => number;
};

/** Whether an item passes every filter but its area's (`area` is checked by the callers). */
function passes(item: CatalogItem, filters: CatalogFilters, { rates, displayCurrency, relevance }: Options): boolean {
  if (relevance && !relevance.has(item.id)) return false;
  if (filters.kind && item.kind !== filters.kind) return false;
  if (filters.min === null && filters.max === null) return true;
  const price = convert(item.priceUsd, 'USD', filters.currency ?? displayCurrency, rates);
  return (filters.min === null || price >= filters.min) && (filters.max === null || price <= filters.max);
}

/** Items that pass every filter, in the chosen order; `relevance` is null while no text is searched. */
export function filterCatalog<T extends CatalogItem>(items: readonly T[], filters: CatalogFilters, options: Options): T[] {
  const { locale, relevance } = options;
  const result = items.filter((item) => (!filters.area || item.areaIds.includes(filters.area)) && passes(item, filters, options));
  const byName = options.compareNames ?? ((a: T, b: T) => a.name.localeCompare(b.name, locale));
  switch (filters.sort) {
    case 'price-asc':
      return result.sort((a, b) => a.priceUsd - b.priceUsd || byName(a, b));
    case 'price-desc':
      return result.sort((a, b) => b.priceUsd - a.priceUsd || byName(a, b));
    case 'name':
      return result.sort(byName);
    case 'relevance':
      return relevance ? result.sort((a, b) => (relevance.get(b.id) ?? 0) - (relevance.get(a.id) ?? 0) || byName(a, b)) : result;
  }
}

/** How many items each area would show with the other filters as they are. */
export function areaCounts(items: readonly CatalogItem[], filters: CatalogFilters, options: Options): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    if (!passes(item, filters, options)) continue;
    for (const area of item.areaIds) counts.set(area, (counts.get(area) ?? 0) + 1);
  }
  return counts;
}

/** The message (namespace Catalog) that counts a catalogue's results: "14 experts", "9 services". */
export function catalogCountKey(type: 'expert' | 'service'): 'expertsCount' | 'servicesCount' {
  return type === 'expert' ? 'expertsCount' : 'servicesCount';
}

/** Cards per page of the catalogue: enough to scan, few enough for a phone to lay out at once. */
export const CATALOG_PAGE_SIZE = 20;

/** The page asked for (`?page=`, from 1); anything else is the first. */
export function parseCatalogPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** The query string of a page of results: the filters', then `page` unless it is the first. */
export function catalogPageQuery(filters: CatalogFilters, page: number): string {
  const query = catalogQuery(filters);
  if (page <= 1) return query;
  return `${query ? `${query}&` : '?'}page=${page}`;
}
