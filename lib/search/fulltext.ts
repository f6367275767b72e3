/**
 * The search engine: MiniSearch (BM25 ranking, prefix and fuzzy matching on a radix tree) with
 * each language's terms from terms.ts. The catalogue's index lives in the server
 * (catalog-search.ts); the help centre builds its own in the browser from the page's questions,
 * loading this module on first use.
 */

import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import type { Locale } from '@/lib/i18n/locales';
import type { SearchDocument, SearchHit, SearchIndex, StoredDocument } from './engine';
import { allowedTypos, indexTerms, queryTerms, wordsOf } from './terms';

// Documents are known to MiniSearch by their position in `documents`: ids stay short in the file,
// and an expert and a service may share an id.
type IndexedFields = { position: number; title: string; subtitle: string; text: string };

// A name or a question counts more than words deep in a bio or an answer.
const BOOST = { title: 3, subtitle: 2 };

function engineOptions(locale: Locale): Options<IndexedFields> {
  return { idField: 'position', fields: ['title', 'subtitle', 'text'], tokenize: wordsOf, processTerm: (word) => indexTerms(locale, word) };
}

// Query terms arrive already processed (queryTerms), so the engine takes them as they are.
const SEARCH_OPTIONS: SearchOptions = {
  prefix: true,
  fuzzy: (term) => allowedTypos(term),
  boost: BOOST,
  tokenize: (term) => [term],
  processTerm: (term) => term,
};

function indexed(locale: Locale, documents: readonly SearchDocument[]): MiniSearch<IndexedFields> {
  const engine = new MiniSearch<IndexedFields>(engineOptions(locale));
  engine.addAll(documents.map(({ title, subtitle, text }, position) => ({ position, title, subtitle, text })));
  return engine;
}

function searchable(locale: Locale, documents: readonly StoredDocument[], engine: MiniSearch<IndexedFields>): SearchIndex {
  const search = (query: string): SearchHit[] => {
    const words = wordsOf(query);
    if (words.length === 0) return [];
    // Every word must match; a word matches through any of its forms (as typed, stemmed, in Latin letters).
    const results = engine.search(
      { combineWith: 'AND', queries: words.map((word) => ({ combineWith: 'OR', queries: queryTerms(locale, word) })) },
      SEARCH_OPTIONS,
    );
    return results
      .map((result) => ({ ...documents[result.id as number]!, score: result.score }))
      .sort((a, b) => b.score - a.score || a.title.localeCompare(b.title, locale));
  };
  return { locale, documents, search };
}

const stored = (documents: readonly SearchDocument[]): StoredDocument[] => documents.map(({ id, type, title, subtitle }) => ({ id, type, title, subtitle }));

/** An index of documents at hand: the catalogue's, on the server (catalog-search.ts); the help centre's questions, in the browser. */
export function createSearchIndex(locale: Locale, documents: readonly SearchDocument[]): SearchIndex {
  return searchable(locale, stored(documents), indexed(locale, documents));
}
