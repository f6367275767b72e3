/**
 * /search-index/<language tag>.json: the search index of one language (MiniSearch's, with the
 * documents as hits show them), written as a static file at build time and fetched by the browser
 * the first time the visitor searches.
 */

import { getTranslations } from 'next-intl/server';
import { getContent } from '@/lib/content';
import { CACHE_CONTROL } from '@/lib/deploy/cache';
import { LOCALES, isLocale } from '@/lib/i18n/locales';
import { searchDocuments } from '@/lib/search/documents';
import { buildSearchIndexFile } from '@/lib/search/fulltext';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ file: `${locale}.json` }));
}

export async function GET(_request: Request, { params }: RouteContext<'/search-index/[file]'>) {
  const locale = (await params).file.replace(/\.json$/, '');
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  const t = await getTranslations({ locale, namespace: 'Common' });
  const index = buildSearchIndexFile(locale, searchDocuments(getContent(), locale, { ready: t('kindReady'), adaptive: t('kindAdaptive') }));
  return Response.json(index, { headers: { 'Cache-Control': CACHE_CONTROL['search-index'] } });
}
