/**
 * GET /api/catalog and GET /api/suggest: the catalogue's search (catalog-search.ts) as JSON. An
 * answer depends on its URL alone (never a cookie or a header), so a CDN keeps it by the URL and
 * the browser for a few minutes; content changes only with a deploy, which purges the CDN.
 */

import { cacheHeaders } from '@/lib/deploy/cache';
import { isLocale } from '@/lib/i18n/locales';
import { searchCatalog, suggest, type CatalogType } from './catalog-search';

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: status === 200 ? cacheHeaders('search-answer') : { 'Cache-Control': 'public, max-age=60' } });

const isType = (value: string | null): value is CatalogType => value === 'expert' || value === 'service';

/** `?lang=ru&type=expert&q=…&area=…&kind=…&min=…&max=…&currency=…&sort=…&page=…`: one page of results. */
export async function catalogResponse(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const locale = params.get('lang');
  const type = params.get('type');
  if (!isLocale(locale) || !isType(type)) return json({ error: 'malformed', expected: { lang: 'en|ka|kk|ru', type: 'expert|service' } }, 400);
  return json(await searchCatalog(locale, type, params));
}

/** `?lang=ru&q=…`: the header search's quick list. */
export async function suggestResponse(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const locale = params.get('lang');
  if (!isLocale(locale)) return json({ error: 'malformed', expected: { lang: 'en|ka|kk|ru' } }, 400);
  return json(await suggest(locale, params.get('q') ?? ''));
}
