/**
 * /messages/<name>/<language tag>.<hash>.json: a message file (lib/message-files.ts), written as a
 * static file at build time. Only this deploy's version of each language is served, cached for
 * good; any other name, such as one from an earlier deploy, is a 404.
 */

import { CACHE_CONTROL } from '@/lib/deploy/cache';
import { LOCALES, isLocale } from '@/lib/i18n/locales';
import { MESSAGE_FILE_NAMES, isMessageFileName, localeOfMessageFile, messageFile, messageFileName } from '@/lib/message-files';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return Promise.all(
    MESSAGE_FILE_NAMES.flatMap((name) => LOCALES.map(async (locale) => ({ name, file: messageFileName(locale, await messageFile(name, locale)) }))),
  );
}

export async function GET(_request: Request, { params }: { params: Promise<{ name: string; file: string }> }) {
  const { name, file } = await params;
  const locale = localeOfMessageFile(file);
  if (!isMessageFileName(name) || !isLocale(locale)) return new Response('Not found', { status: 404 });
  const messages = await messageFile(name, locale);
  if (messageFileName(locale, messages) !== file) return new Response('Not found', { status: 404 });
  return Response.json(messages, { headers: { 'Cache-Control': CACHE_CONTROL.immutable } });
}
