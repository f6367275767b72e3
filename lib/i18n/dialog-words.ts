/**
 * The request dialog's words travel with its code, not in the page: a page that only opens the
 * dialog (home, the catalogues, for customers) would otherwise carry them in its HTML and RSC
 * payload for every visitor, most of whom never open it (6 to 9 KB a page). They are a static
 * file per language, named by a hash of its content so that it is cached for good and a deploy
 * that changes a word changes the name.
 */

import { createHash } from 'node:crypto';
import type { Locale } from './locales';
import { loadMessages, pickNamespaces } from './messages';

/** The namespaces the request form reads: on the page where it is rendered, else in the file. */
export const DIALOG_NAMESPACES = ['RequestForm', 'Validation'] as const;

export const DIALOG_WORDS_DIRECTORY = '/dialog-words/';

/** The request form's namespaces in one language, as the page would have carried them. */
export type DialogWords = Awaited<ReturnType<typeof dialogWords>>;

/** A language's dialog words, as the page would have carried them. */
export async function dialogWords(locale: Locale) {
  return pickNamespaces(await loadMessages(locale), DIALOG_NAMESPACES);
}

/** `ka.3f9a0c12d4.json`: the language, then the first 10 hex digits of the content's SHA-256. */
export function dialogWordsFileName(locale: Locale, words: unknown): string {
  return `${locale}.${createHash('sha256').update(JSON.stringify(words)).digest('hex').slice(0, 10)}.json`;
}

/** The language a file name claims, or null when the name is not one of ours. */
export function localeOfDialogWordsFile(fileName: string): string | null {
  return /^([a-z]{2})\.[0-9a-f]{10}\.json$/.exec(fileName)?.[1] ?? null;
}

/** Where the browser fetches a language's dialog words. */
export async function dialogWordsUrl(locale: Locale): Promise<string> {
  return `${DIALOG_WORDS_DIRECTORY}${dialogWordsFileName(locale, await dialogWords(locale))}`;
}
