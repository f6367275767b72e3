/**
 * How the words of each language become search terms. English (Porter) and Russian (Snowball) are
 * stemmed, so "refunds" meets "refunded" and "возврата" meets "возвраты"; Kazakh and Georgian have
 * no stemmer and rely on prefix matching and typo tolerance (see fulltext.ts). Terms are spelled in
 * Latin letters, in the index and in queries alike, so every script meets every other: "aigerim"
 * finds Айгерим, "казак" finds қазақ, and the index holds each word once.
 */

import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as russianStemmer } from '@orama/stemmers/russian';
import type { Locale } from '@/lib/i18n/locales';
import { normalizeForSearch } from './normalize';
import { transliterate } from './transliterate';

const STEMMERS: Record<Locale, ((word: string) => string) | null> = {
  en: englishStemmer,
  ru: russianStemmer,
  kk: null,
  ka: null,
};

/** A normalized word's stem in its language (the word itself where there is no stemmer). */
export function stemOf(locale: Locale, word: string): string {
  return STEMMERS[locale]?.(word) ?? word;
}

/** The normalized words of a text, in order. */
export function wordsOf(text: string): string[] {
  return normalizeForSearch(text).split(' ').filter(Boolean);
}

const unique = (terms: string[]) => [...new Set(terms)];

/**
 * What the index holds for one normalized word: its Latin spelling, and its stem's where the stem
 * is not the start of the word ("happy" → "happi"). Otherwise the query's stem, searched as a
 * prefix, reaches the word anyway, and the index stays small.
 */
export function indexTerms(locale: Locale, word: string): string[] {
  const latin = transliterate(word);
  const stem = transliterate(stemOf(locale, word));
  return latin.startsWith(stem) ? [latin] : [latin, stem];
}

/** The terms searched for one normalized query word, either of which may match: as typed and stemmed. */
export function queryTerms(locale: Locale, word: string): string[] {
  return unique([transliterate(word), transliterate(stemOf(locale, word))]);
}

/** How many edits a query term may be off by: none under 4 letters, one, two from 8 letters. */
export function allowedTypos(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}
