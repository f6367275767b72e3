/**
 * The shapes of the search and the one call pages make on a loaded index. This module holds no
 * search code, so the header box and the catalogue may import it on every page for free: the
 * engine (fulltext.ts, MiniSearch with each language's rules) arrives with the index on first use
 * (client.ts).
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
