import type { Locale } from '@/lib/i18n/locales';
import type { SearchIndex } from './engine';

/** Fetches a language's search index once per page life; the first search waits for it. */
const loading = new Map<Locale, Promise<SearchIndex>>();

export function loadSearchIndex(locale: Locale): Promise<SearchIndex> {
  let promise = loading.get(locale);
  if (!promise) {
    promise = fetch(`/search-index/${locale}.json`).then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.json() as Promise<SearchIndex>;
    });
    promise.catch(() => loading.delete(locale));
    loading.set(locale, promise);
  }
  return promise;
}
