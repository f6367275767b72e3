/**
 * /page-text/<page>/<language tag>.<hash>.json: the static text a page carries once, in its
 * HTML (lib/content/page-text.ts), written as a static file at build time and fetched only when
 * the browser renders that page itself.
 */

import { languageFileResponse } from '@/lib/deploy/language-file-route';
import { languageFileName } from '@/lib/i18n/language-file';
import { PAGE_TEXT_NAMES, isPageTextName, pageText } from '@/lib/content/page-text';
import { LOCALES } from '@/lib/i18n/locales';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return Promise.all(
    PAGE_TEXT_NAMES.flatMap((name) => LOCALES.map(async (locale) => ({ name, file: languageFileName(locale, await pageText(name, locale)) }))),
  );
}

export async function GET(_request: Request, { params }: RouteContext<'/page-text/[name]/[file]'>) {
  const { name, file } = await params;
  if (!isPageTextName(name)) return new Response('Not found', { status: 404 });
  return languageFileResponse(file, (locale) => pageText(name, locale));
}
