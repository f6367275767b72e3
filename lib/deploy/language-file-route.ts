/**
 * The route handler of a directory of files per language (lib/i18n/language-file.ts): this
 * deploy's version of each language, cached for good, and a 404 for any other name.
 */

import { CACHE_CONTROL } from './cache';
import { LOCALES, type Locale, isLocale } from '@/lib/i18n/locales';
import { languageFileName, localeOfLanguageFile } from '@/lib/i18n/language-file';

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
