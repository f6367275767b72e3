import { describe, expect, it } from 'vitest';
import { getContent } from '@/lib/content';
import { expertCardView, expertViews, serviceViews } from '@/lib/content/views';
import { CATALOG_PAGE_SIZE } from '@/lib/catalog';
import { catalogItem, searchCatalog, suggest, SUGGESTIONS_PER_KIND } from './catalog-search';
import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { answerSearchRequest, chooseEncoding, searchResponse } from './endpoint';

const params = (query: string) => new URLSearchParams(query);
const content = getContent();

describe('the catalogue search on the server', () => {
  it('answers the unfiltered first page in the content order, as the prerendered page shows it', async () => {
    const answer = await searchCatalog('ru', 'expert', params(''));
    expect(answer.query).toBe('');
    expect(answer.total).toBe(content.experts.experts.length);
    expect(answer.items.map((item) => item.id)).toEqual(
      expertViews(content, 'ru')
        .slice(0, CATALOG_PAGE_SIZE)
        .map((expert) => expert.id),
    );
    // A card's part of the expert: the bio's first sentence, not the bio.
    expect(answer.items[0]).toEqual(expertCardView(expertViews(content, 'ru')[0]!, 'ru'));
    expect(answer.items[0]).not.toHaveProperty('bio');
  });

  it('filters, counts per area under the other filters, and sorts', async () => {
    const area = content.experts.experts[0]!.areas[0]!;
    const answer = await searchCatalog('en', 'expert', params(`area=${area}&sort=price-desc`));
    const expected = expertViews(content, 'en').filter((expert) => expert.areas.some((candidate) => candidate.id === area));
    expect(answer.total).toBe(expected.length);
    const prices = answer.items.map((item) => item.consultationPriceUsd);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    // The area's own count is what choosing it shows; the counts ignore the area chosen.
    expect(answer.counts[area]).toBe(expected.length);
    const all = await searchCatalog('en', 'expert', params(''));
    expect(answer.counts).toEqual(all.counts);
  });

  it('finds by text in every language, with the language’s rules (transliteration, typos)', async () => {
    const aigerim = content.experts.experts.find((expert) => expert.id === 'aigerim-sadykova')!;
    for (const [locale, query] of [
      ['en', 'aigerim'],
      ['ru', 'айгерим'],
      ['ru', 'aigerim'],
      ['kk', aigerim.name.kk.split(' ')[0]!],
      ['ka', aigerim.name.ka.split(' ')[0]!],
      ['en', 'aigerin'],
    ] as const) {
      const answer = await searchCatalog(locale, 'expert', params(`q=${encodeURIComponent(query)}`));
      expect(answer.items[0]?.id, `${locale}: ${query}`).toBe('aigerim-sadykova');
    }
    expect((await searchCatalog('en', 'service', params('q=zzzzqqq'))).total).toBe(0);
  });

  it('converts a price range from its currency, and sorts names by the language’s collation', async () => {
    const rates = content['currency-rates'];
    const cheapest = Math.min(...content.experts.experts.map((expert) => expert.consultationPriceUsd));
    const inKzt = Math.ceil(cheapest * rates.rates.KZT!);
    const answer = await searchCatalog('ru', 'expert', params(`max=${inKzt}&currency=KZT`));
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.items.every((item) => item.consultationPriceUsd * rates.rates.KZT! <= inKzt)).toBe(true);
    const byName = await searchCatalog('ru', 'service', params('sort=name'));
    const names = byName.items.map((item) => item.title);
    expect(names).toEqual([...names].sort(new Intl.Collator('ru').compare));
  });

  it('pages: each page a slice, a page past the last is the last, and the query names the page', async () => {
    const services = serviceViews(content, 'en');
    const answer = await searchCatalog('en', 'service', params('page=999'));
    expect(answer.pageCount).toBe(Math.ceil(services.length / CATALOG_PAGE_SIZE));
    expect(answer.page).toBe(answer.pageCount);
    expect(answer.query).toBe(answer.page > 1 ? `?page=${answer.page}` : '');
    expect(answer.items.length).toBeLessThanOrEqual(CATALOG_PAGE_SIZE);
  });

  it('suggests the best few of each kind, with how many there are', async () => {
    const answer = await suggest('ru', 'стратег');
    expect(answer.experts.hits.length + answer.services.hits.length).toBeGreaterThan(0);
    expect(answer.services.hits.length).toBeLessThanOrEqual(SUGGESTIONS_PER_KIND);
    expect(answer.services.total).toBeGreaterThanOrEqual(answer.services.hits.length);
    expect(answer.experts.hits.every((hit) => hit.type === 'expert' && !('text' in hit))).toBe(true);
    expect(await suggest('ru', '   ')).toEqual({ experts: { total: 0, hits: [] }, services: { total: 0, hits: [] } });
  });

  it('finds one item by id, and nothing for an unknown one', async () => {
    const service = content.services.services[0]!;
    expect((await catalogItem('kk', 'service', service.id))?.title).toBe(service.title.kk);
    expect(await catalogItem('kk', 'expert', 'nobody')).toBeUndefined();
  });
});

describe('the search endpoints', () => {
  it('answer JSON that shared caches may keep, and 400 for a missing language or type', async () => {
    const response = await searchResponse(new Request('http://site.test/api/catalog?lang=ka&type=service&kind=ready'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/public.*s-maxage/);
    const body = (await response.json()) as { items: { kind: string }[] };
    expect(body.items.every((item) => item.kind === 'ready')).toBe(true);
    for (const url of ['/api/catalog?type=expert', '/api/catalog?lang=ru&type=people', '/api/catalog?lang=de&type=expert'])
      expect((await searchResponse(new Request(`http://site.test${url}`))).status).toBe(400);
    expect((await searchResponse(new Request('http://site.test/api/suggest?q=x'))).status).toBe(400);
    const suggestions = await searchResponse(new Request('http://site.test/api/suggest?lang=en&q=aigerim'));
    expect(((await suggestions.json()) as { experts: { hits: { id: string }[] } }).experts.hits[0]?.id).toBe('aigerim-sadykova');
  });
});

describe('the search answered in Node, before Next', () => {
  it('chooses brotli, then gzip, and honours a refusal', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
  });

  it('answers as the route handlers do, compressed, HEAD without a body, and the same bytes again', async () => {
    const server: Server = createServer((request, response) => void answerSearchRequest(request, response));
    await new Promise<void>((resolve) => server.listen(0, resolve));
    const { port } = server.address() as { port: number };
    try {
      const url = `http://127.0.0.1:${port}/api/catalog?lang=kk&type=service&sort=name`;
      const expected = await (await searchResponse(new Request(url))).text();
      const { request } = await import('node:http');
      const get = (method: string, headers: Record<string, string>) =>
        new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
          const call = request(url, { method, headers }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
          });
          call.on('error', reject);
          call.end();
        });
      const first = await get('GET', { 'accept-encoding': 'gzip' });
      expect(first.status).toBe(200);
      expect(first.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'Accept-Encoding', 'cache-control': expect.stringMatching(/public/) });
      expect(gunzipSync(first.body).toString()).toBe(expected);
      expect((await get('GET', { 'accept-encoding': 'gzip' })).body.equals(first.body)).toBe(true);
      const head = await get('HEAD', {});
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      const bad = await new Promise<number>((resolve) =>
        request(`http://127.0.0.1:${port}/api/suggest?q=x`, (response) => resolve(response.statusCode!)).end(),
      );
      expect(bad).toBe(400);
    } finally {
      server.close();
    }
  });
});
