/**
 * The request dialog's words travel with its code, not in the page: a page that only opens the
 * dialog (home, the catalogues, for customers) would otherwise carry them in its HTML and RSC
 * payload for every visitor, most of whom never open it (docs/performance.md). They are a static
 * file per language (lib/i18n/language-file.ts).
 */

import { languageFileUrl } from '@/lib/i18n/language-file';
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

/** Where the browser fetches a language's dialog words. */
export function dialogWordsUrl(locale: Locale): Promise<string> {
  return languageFileUrl(DIALOG_WORDS_DIRECTORY, locale, dialogWords);
}
