/**
 * /dialog-words/<language tag>.<hash>.json: the request dialog's words in one language
 * (lib/i18n/dialog-words.ts), written as a static file at build time and fetched with the dialog's
 * code by the pages that only open the dialog.
 */

import { CACHE_CONTROL } from '@/lib/deploy/cache';
import { dialogWords, dialogWordsFileName, localeOfDialogWordsFile } from '@/lib/i18n/dialog-words';
import { LOCALES, isLocale } from '@/lib/i18n/locales';

export const dynamic = 'force-static';
export const dynamicParams = false;

export async function generateStaticParams() {
  return Promise.all(LOCALES.map(async (locale) => ({ file: dialogWordsFileName(locale, await dialogWords(locale)) })));
}

export async function GET(_request: Request, { params }: RouteContext<'/dialog-words/[file]'>) {
  const { file } = await params;
  const locale = localeOfDialogWordsFile(file);
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  const words = await dialogWords(locale);
  // A name from an earlier deploy is not this content.
  if (dialogWordsFileName(locale, words) !== file) return new Response('Not found', { status: 404 });
  return Response.json(words, { headers: { 'Cache-Control': CACHE_CONTROL.immutable } });
}
