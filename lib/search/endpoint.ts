/**
 * GET /api/catalog and GET /api/suggest: the catalogue's search (catalog-search.ts) as JSON. An
 * answer depends on its URL alone (never a cookie or a header), so a CDN keeps it by the URL and
 * the browser for a few minutes; content changes only with a deploy, which purges the CDN.
 *
 * `next start` answers them before Next sees the request (lib/http/request-hook.ts,
 * `answerSearchRequest`): Next's request pipeline alone takes longer than a search, and caps the
 * server at a static file's rate. The route handlers (app/api/catalog, app/api/suggest) give the
 * same answers where the hook is not installed (`next dev`).
 */

import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CATALOG_ENDPOINT, SUGGEST_ENDPOINT } from '@/lib/api/endpoints';
import { cacheHeaders } from '@/lib/deploy/cache';
import { isLocale } from '@/lib/i18n/locales';
import { searchCatalog, suggest, type CatalogType } from './catalog-search';

type SearchAnswer = { status: 200 | 400; json: string };

const isType = (value: string | null): value is CatalogType => value === 'expert' || value === 'service';
const malformed = (expected: object): SearchAnswer => ({ status: 400, json: JSON.stringify({ error: 'malformed', expected }) });

/**
 * The answer to a search URL: `/api/catalog?lang=ru&type=expert&q=…&area=…&kind=…&min=…&max=…&currency=…&sort=…&page=…`
 * (one page of results) or `/api/suggest?lang=ru&q=…` (the header's list).
 */
async function searchAnswer(url: URL): Promise<SearchAnswer> {
  const params = url.searchParams;
  const locale = params.get('lang');
  const endpoint = url.pathname.replace(/^\/api/, '');
  if (endpoint === CATALOG_ENDPOINT) {
    const type = params.get('type');
    if (!isLocale(locale) || !isType(type)) return malformed({ lang: 'en|ka|kk|ru', type: 'expert|service' });
    return { status: 200, json: JSON.stringify(await searchCatalog(locale, type, params)) };
  }
  if (!isLocale(locale)) return malformed({ lang: 'en|ka|kk|ru' });
  return { status: 200, json: JSON.stringify(await suggest(locale, params.get('q') ?? '')) };
}

const headersFor = (status: number): Record<string, string> => ({
  'Content-Type': 'application/json',
  ...(status === 200 ? cacheHeaders('search-answer') : { 'Cache-Control': 'public, max-age=60' }),
});

/** The route handlers' answer (app/api/catalog, app/api/suggest). */
export async function searchResponse(request: Request): Promise<Response> {
  const answer = await searchAnswer(new URL(request.url));
  return new Response(answer.json, { status: answer.status, headers: headersFor(answer.status) });
}

/** The search's paths, as the request hook matches them. */
export const SEARCH_PATHS: ReadonlySet<string> = new Set([CATALOG_ENDPOINT, SUGGEST_ENDPOINT].map((endpoint) => `/api${endpoint}`));

type Encoding = 'br' | 'gzip' | 'identity';

/** The encoding a client takes, brotli first; q=0 refuses one. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name!.trim()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : 'identity';
}

function encode(json: string, encoding: Encoding): Buffer {
  const data = Buffer.from(json);
  if (encoding === 'br') return brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
  if (encoding === 'gzip') return gzipSync(data, { level: 6 });
  return data;
}

/** The bytes sent last, by URL and encoding: a popular search is worked out and compressed once. */
const SENT_SIZE = 2000;
const sent = new Map<string, { status: number; body: Buffer }>();

/**
 * Answers a search request in Node, before Next (lib/http/request-hook.ts): the same answer as the
 * route handlers, compressed as the client takes it, kept by URL. The caller has set the security
 * headers, and checked the method (GET or HEAD).
 */
export async function answerSearchRequest(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const encoding = chooseEncoding(request.headers['accept-encoding'] as string | undefined);
  const key = `${encoding} ${request.url}`;
  let answer = sent.get(key);
  try {
    if (!answer) {
      const { status, json } = await searchAnswer(new URL(request.url ?? '/', 'http://search.local'));
      answer = { status, body: encode(json, encoding) };
      sent.set(key, answer);
      if (sent.size > SENT_SIZE) sent.delete(sent.keys().next().value!);
    }
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', event: 'search.failed', url: request.url, message: (error as Error).message }));
    response.writeHead(500, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify({ error: 'unavailable' }));
    return;
  }
  response.writeHead(answer.status, {
    ...headersFor(answer.status),
    Vary: 'Accept-Encoding',
    'Content-Length': String(answer.body.length),
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  });
  response.end(request.method === 'HEAD' ? undefined : answer.body);
}
