import { normalizeForSearch } from './normalize';
import { transliterate } from './transliterate';

/**
 * The site search over experts and services of one language. The index is built at build time
 * (one static file per language) and searched in the browser: case and diacritics are ignored,
 * one typo per word is forgiven, and every word is also compared in Latin spelling, so queries
 * cross scripts.
 */
export type SearchDocument = { id: string; type: 'expert' | 'service'; title: string; subtitle: string; text: string };
export type IndexedDocument = Omit<SearchDocument, 'text'> & { words: string[] };
export type SearchIndex = { locale: string; documents: IndexedDocument[] };
export type SearchHit = { id: string; type: 'expert' | 'service'; title: string; subtitle: string; score: number };

/** Words of a text in both spellings: as written (normalized) and in Latin letters. */
export function searchWords(text: string): string[] {
  const words = normalizeForSearch(text).split(' ').filter(Boolean);
  return [...new Set(words.flatMap((word) => [word, transliterate(word)]))];
}

export function buildSearchIndex(locale: string, documents: readonly SearchDocument[]): SearchIndex {
  return {
    locale,
    documents: documents.map(({ text, ...doc }) => ({ ...doc, words: searchWords(`${doc.title} ${doc.subtitle} ${text}`) })),
  };
}

/** Damerau–Levenshtein distance, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    let rowMin = Infinity;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, d[i - 2]![j - 2]! + 1);
      d[i]![j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
  }
  return d[a.length]![b.length]!;
}

/** How well one query word matches one indexed word: 3 prefix, 2 inside, 1 one typo, 0 none. */
function wordScore(query: string, word: string): number {
  if (word.startsWith(query)) return 3;
  if (query.length >= 3 && word.includes(query)) return 2;
  if (query.length >= 4) {
    const allowed = query.length >= 8 ? 2 : 1;
    // A typo in a word still being typed: compare with the word's start of the same length too.
    if (editDistance(query, word, allowed) <= allowed || editDistance(query, word.slice(0, query.length), allowed) <= allowed) return 1;
  }
  return 0;
}

export function searchIndex(index: SearchIndex, query: string): SearchHit[] {
  const queryWords = normalizeForSearch(query).split(' ').filter(Boolean);
  if (queryWords.length === 0) return [];
  const hits: SearchHit[] = [];
  for (const doc of index.documents) {
    let total = 0;
    let matchedAll = true;
    for (const raw of queryWords) {
      const variants = [...new Set([raw, transliterate(raw)])];
      let best = 0;
      for (const variant of variants) for (const word of doc.words) best = Math.max(best, wordScore(variant, word));
      if (best === 0) {
        matchedAll = false;
        break;
      }
      total += best;
    }
    if (matchedAll) hits.push({ id: doc.id, type: doc.type, title: doc.title, subtitle: doc.subtitle, score: total });
  }
  return hits.sort((a, b) => b.score - a.score || a.title.localeCompare(b.title, index.locale));
}
