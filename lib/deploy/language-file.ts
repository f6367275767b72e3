/**
 * Static JSON files with one version per language, fetched by the browser after the page: the
 * request dialog's words (lib/i18n/dialog-words.ts) and the static text of the home page and /documentation
 * (lib/content/page-text.ts). Each is named by a hash of its content, `ka.3f9a0c12d4.json`, so
 * it is cached for good and a deploy that changes a word changes the name (lib/deploy/cache.ts).
 */

import { createHash } from 'node:crypto';
import { CACHE_CONTROL } from './cache';
import { LOCALES, type Locale, isLocale } from '@/lib/i18n/locales';

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

/** The answer to a request for `file`: this deploy's version of a language, or a 404. */
export async function languageFileResponse(file: string, content: (locale: Locale) => unknown): Promise<Response> {
  const locale = localeOfLanguageFile(file);
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  const body = await content(locale);
  // A name from an earlier deploy is not this content.
  if (languageFileName(locale, body) !== file) return new Response('Not found', { status: 404 });
  return Response.json(body, { headers: { 'Cache-Control': CACHE_CONTROL.immutable } });
}

/**
 * The route handler of such a directory (`app/<directory>/[file]/route.ts`): one static file per
 * language, and a 404 for any other name, such as one from an earlier deploy.
 */
export function languageFileRoute(content: (locale: Locale) => unknown) {
  return {
    generateStaticParams: () => Promise.all(LOCALES.map(async (locale) => ({ file: languageFileName(locale, await content(locale)) }))),
    async GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
      return languageFileResponse((await params).file, content);
    },
  };
}
