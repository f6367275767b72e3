/**
 * Text as search compares it: lower case, without diacritics (é → e, ё → е, й → и), with runs of
 * white space and punctuation folded, so "Refund", "refund" and "REFUND!" match alike.
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Whether every word of the query occurs in the text (both normalized). */
export function matchesAllWords(text: string, query: string): boolean {
  const haystack = normalizeForSearch(text);
  return normalizeForSearch(query)
    .split(' ')
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
