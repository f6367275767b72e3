/**
 * The shapes of the search and the one call made on an index. This module holds no search code,
 * so client islands may import it for free: the engine is fulltext.ts (MiniSearch with each
 * language's rules), in the server for the catalogue and loaded on first use by the help centre.
 */
export type SearchDocument = { id: string; type: 'expert' | 'service' | 'question'; title: string; subtitle: string; text: string };
export type StoredDocument = Omit<SearchDocument, 'text'>;
export type SearchHit = StoredDocument & { score: number };

/** A language's index, ready to search; without `search` (`{ locale, documents: [] }`) it finds nothing, as when it failed to load. */
export type SearchIndex = { locale: string; documents: readonly StoredDocument[]; search?: (query: string) => SearchHit[] };

/** Documents that match every word of the query, best first. */
export function searchIndex(index: SearchIndex, query: string): SearchHit[] {
  return index.search?.(query) ?? [];
}
