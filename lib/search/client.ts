/**
 * The browser's side of the catalogue's search (endpoint.ts): each answer is fetched once per
 * page life by its URL, so Back and a second visit to a page of results are instant. A failed
 * fetch is forgotten, so asking again tries again.
 */

import type { Locale } from '@/lib/i18n/locales';
import type { CatalogAnswer, CatalogType, SuggestAnswer } from './catalog-search';

const answers = new Map<string, Promise<unknown>>();
const MAX_KEPT = 200;

function fetchAnswer<T>(url: string): Promise<T> {
  let answer = answers.get(url) as Promise<T> | undefined;
  if (!answer) {
    answer = fetch(url, { headers: { Accept: 'application/json' } }).then(async (response) => {
      if (!response.ok) throw new Error(`search: HTTP ${response.status}`);
      return (await response.json()) as T;
    });
    answer.catch(() => answers.delete(url));
    answers.set(url, answer);
    if (answers.size > MAX_KEPT) answers.delete(answers.keys().next().value!);
  }
  return answer;
}

/** A page of results for a query string of the catalogue (`?area=finance&page=2`, lib/catalog.ts). */
export function fetchCatalogPage<T extends CatalogType>(endpoint: string, locale: Locale, type: T, query: string): Promise<CatalogAnswer<T>> {
  const params = new URLSearchParams(query);
  params.set('lang', locale);
  params.set('type', type);
  return fetchAnswer(`${endpoint}?${params}`);
}

/** The header search's quick list for what is typed. */
export function fetchSuggestions(endpoint: string, locale: Locale, query: string): Promise<SuggestAnswer> {
  return fetchAnswer(`${endpoint}?${new URLSearchParams({ lang: locale, q: query.trim() })}`);
}
