/**
 * Loads a language's search index once per page life, with the engine that searches it: both
 * arrive on the first search, so no page pays for them up front. A failed load is forgotten, so
 * a later search tries again.
 */

import type { Locale } from '@/lib/i18n/locales';
import type { SearchIndex } from './engine';
import type { SearchIndexFile } from './fulltext';

const loading = new Map<Locale, Promise<SearchIndex>>();

async function fetchIndexFile(locale: Locale): Promise<SearchIndexFile> {
  const response = await fetch(`/search-index/${locale}.json`);
  if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
  return (await response.json()) as SearchIndexFile;
}

export function loadSearchIndex(locale: Locale): Promise<SearchIndex> {
  let promise = loading.get(locale);
  if (!promise) {
    promise = Promise.all([import('./fulltext'), fetchIndexFile(locale)]).then(([engine, file]) => engine.openSearchIndex(file));
    promise.catch(() => loading.delete(locale));
    loading.set(locale, promise);
  }
  return promise;
}
