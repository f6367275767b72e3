/**
 * Static JSON files with one version per language, fetched by the browser after the page: the
 * request dialog's words (lib/i18n/dialog-words.ts) and the static text of the home page and /documentation
 * (lib/content/page-text.ts). Each is named by a hash of its content, `ka.3f9a0c12d4.json`, so
 * it is cached for good and a deploy that changes a word changes the name (lib/deploy/cache.ts);
 * lib/deploy/language-file-route.ts serves them.
 */

import { createHash } from 'node:crypto';
import type { Locale } from './locales';

/** `ka.3f9a0c12d4.json`: the language, then the first 10 hex digits of the content's SHA-256. */
export function languageFileName(locale: Locale, content: unknown): string {
  return `${locale}.${createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 10)}.json`;
}

/** The language a file name claims, or null when the name is not one of ours. */
export function localeOfLanguageFile(fileName: string): string | null {
  return /^([a-z]{2})\.[0-9a-f]{10}\.json$/.exec(fileName)?.[1] ?? null;
}

/** Where the browser fetches a language's version of the files under `directory`. */
export async function languageFileUrl(directory: string, locale: Locale, content: (locale: Locale) => unknown): Promise<string> {
  return `${directory}${languageFileName(locale, await content(locale))}`;
}
