import { describe, expect, it } from 'vitest';
import type { Rates } from '@/lib/currency/convert';
import { areaCounts, catalogCountKey, catalogQuery, filterCatalog, parseCatalogFilters, type CatalogItem } from './catalog';

const rates: Rates = { base: 'USD', asOf: '2026-11-01', rates: { EUR: 0.92, RUB: 92.5, KZT: 505, GEL: 2.7 } };
const items: CatalogItem[] = [
  { id: 'a', name: 'Ana', priceUsd: 70, areaIds: ['ui-ux'], group: 'development', kind: 'ready' },
  { id: 'b', name: 'Bek', priceUsd: 150, areaIds: ['strategy', 'finance'], group: 'consulting', kind: 'adaptive' },
  { id: 'c', name: 'Cyra', priceUsd: 110, areaIds: ['finance'], group: 'consulting', kind: 'ready' },
];
const options = { rates, displayCurrency: 'USD' as const, locale: 'en', relevance: null };
const filters = (query: string) => parseCatalogFilters(new URLSearchParams(query));

describe('catalog filters in the URL', () => {
  it('read every filter and ignore bad values', () => {
    expect(filters('q=fin&area=finance&kind=ready&min=100&max=200&currency=KZT&sort=price-desc')).toEqual({
      q: 'fin',
      area: 'finance',
      kind: 'ready',
      min: 100,
      max: 200,
      currency: 'KZT',
      sort: 'price-desc',
    });
    expect(filters('kind=cheap&min=-5&max=abc&currency=BTC&sort=random')).toEqual({
      q: '',
      area: null,
      kind: null,
      min: null,
      max: null,
      currency: null,
      sort: 'relevance',
    });
  });

  it('write a stable query without defaults, and read it back the same', () => {
    const query = catalogQuery({ q: ' fin ', area: 'finance', kind: null, min: 100, max: null, currency: 'KZT', sort: 'name' });
    expect(query).toBe('?q=fin&area=finance&min=100&currency=KZT&sort=name');
    expect(catalogQuery(filters(query.slice(1)))).toBe(query);
    expect(catalogQuery(filters(''))).toBe('');
  });
});

describe('filterCatalog', () => {
  it('filters by area, kind and price range', () => {
    expect(filterCatalog(items, filters('area=finance'), options).map((i) => i.id)).toEqual(['b', 'c']);
    expect(filterCatalog(items, filters('kind=ready'), options).map((i) => i.id)).toEqual(['a', 'c']);
    expect(filterCatalog(items, filters('min=100&max=120'), options).map((i) => i.id)).toEqual(['c']);
  });

  it('reads the price range in the currency of the URL, or of the visitor', () => {
    // 110 $ = 55 550 ₸; 150 $ = 75 750 ₸.
    expect(filterCatalog(items, filters('min=60000&currency=KZT'), options).map((i) => i.id)).toEqual(['b']);
    expect(filterCatalog(items, filters('max=60000'), { ...options, displayCurrency: 'KZT' }).map((i) => i.id)).toEqual(['a', 'c']);
  });

  it('sorts by price, name or relevance', () => {
    expect(filterCatalog(items, filters('sort=price-asc'), options).map((i) => i.id)).toEqual(['a', 'c', 'b']);
    expect(filterCatalog(items, filters('sort=price-desc'), options).map((i) => i.id)).toEqual(['b', 'c', 'a']);
    expect(filterCatalog(items, filters('sort=name'), options).map((i) => i.id)).toEqual(['a', 'b', 'c']);
    const relevance = new Map([
      ['c', 5],
      ['a', 2],
    ]);
    expect(filterCatalog(items, filters('q=x'), { ...options, relevance }).map((i) => i.id)).toEqual(['c', 'a']);
  });

  it('counts each area with the other filters applied', () => {
    expect(Object.fromEntries(areaCounts(items, filters('kind=ready&area=ui-ux'), options))).toEqual({ 'ui-ux': 1, finance: 1 });
  });
});

describe('catalogCountKey', () => {
  it('names the message that counts each catalogue', () => {
    expect(catalogCountKey('expert')).toBe('expertsCount');
    expect(catalogCountKey('service')).toBe('servicesCount');
  });
});
