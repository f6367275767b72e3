/**
 * What a link shows when it is shared, and what search engines read: every one of the 80 URLs
 * names its preview image (Open Graph and the large Twitter/X card) in its language, the image
 * answers as a 1200×630 PNG that may be cached for good, and the page's JSON-LD is in its
 * language, with the questions the page shows. Run on both servers (playwright.config.ts).
 */

import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './page-ready';
import { LOCALE_TABLE } from '@/lib/i18n/locales';
import { ALL_URLS, MESSAGES } from './site';

const metaContent = (html: string, key: string) =>
  [...html.matchAll(new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`, 'g'))].map((match) => decode(match[1]!));
const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Width and height from a PNG's header chunk (IHDR), which follows the 8-byte signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const checked = new Map<string, Promise<void>>();
/** Fetches an image once per worker, however many pages name it. */
function checkImage(request: APIRequestContext, path: string): Promise<void> {
  if (!checked.has(path)) {
    checked.set(
      path,
      (async () => {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        expect(response.headers()['content-type']).toBe('image/png');
        expect(response.headers()['cache-control']).toContain('immutable');
        expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
      })(),
    );
  }
  return checked.get(path)!;
}

type JsonLdNode = Record<string, unknown> & { '@type'?: string };
const nodes = (value: unknown): JsonLdNode[] =>
  Array.isArray(value) ? value.flatMap(nodes) : value && typeof value === 'object' ? [value as JsonLdNode, ...Object.values(value).flatMap(nodes)] : [];

test.describe('share previews and structured data', () => {
  for (const url of ALL_URLS) {
    test(`${url.path} (${url.lang}) names its 1200×630 preview and carries its JSON-LD`, async ({ request }) => {
      const response = await request.get(url.path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      const messages = MESSAGES[url.lang];
      const title = messages.Pages[url.routeKey].title;

      const [image] = metaContent(html, 'og:image');
      expect(image, 'og:image').toBeTruthy();
      const imageUrl = new URL(image!);
      expect(imageUrl.pathname).toMatch(/\/opengraph-image$/);
      expect(imageUrl.pathname.startsWith(url.prefix ? `/${url.prefix}` : '/en')).toBe(true);
      expect(imageUrl.searchParams.get('v')).toMatch(/^[0-9a-f]{16}$/);
      expect(metaContent(html, 'og:image:width')).toEqual(['1200']);
      expect(metaContent(html, 'og:image:height')).toEqual(['630']);
      expect(metaContent(html, 'og:image:type')).toEqual(['image/png']);
      const [alt] = metaContent(html, 'og:image:alt');
      expect(alt).toContain(url.routeKey === 'home' ? messages.Metadata.siteName : title);
      expect(metaContent(html, 'twitter:card')).toEqual(['summary_large_image']);
      expect(metaContent(html, 'twitter:image')).toEqual([image]);
      expect(metaContent(html, 'og:site_name')).toEqual([messages.Metadata.siteName]);
      const own = LOCALE_TABLE.find((entry) => entry.tag === url.lang)!;
      expect(metaContent(html, 'og:locale')).toEqual([own.ogLocale]);
      expect(metaContent(html, 'og:locale:alternate').sort()).toEqual(
        LOCALE_TABLE.filter((entry) => entry !== own)
          .map((entry) => entry.ogLocale)
          .sort(),
      );
      // The image from this server, whatever origin the build was told it has (SITE_URL).
      await checkImage(request, `${imageUrl.pathname}${imageUrl.search}`);

      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
      expect(blocks).toHaveLength(1);
      // Once: the build drops its copy from the inline RSC payload (scripts/static-tree/inline-payload.ts).
      expect(html).not.toContain('\\"@context\\"');
      const data = JSON.parse(blocks[0]![1]!) as { '@context': string; '@graph': JsonLdNode[] };
      expect(data['@context']).toBe('https://schema.org');
      const page = data['@graph'][0]!;
      expect(page.inLanguage).toBe(url.lang);
      expect(page.name).toBe(title);
      expect(new URL(String(page.url)).pathname).toBe(url.canonicalPath);
      const all = nodes(data);
      const types = new Set(all.map((node) => node['@type']));
      if (url.routeKey === 'home') expect([...types]).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
      else expect(types.has('BreadcrumbList')).toBe(true);
      if (url.routeKey === 'offices') expect(all.filter((node) => node['@type'] === 'LocalBusiness')).toHaveLength(2);
      if (url.routeKey === 'experts') expect(types.has('Person')).toBe(true);
      if (url.routeKey === 'services') expect(types.has('Service')).toBe(true);
      if (['help_center', 'for_customers', 'for_performers'].includes(url.routeKey)) {
        expect(page['@type']).toBe('FAQPage');
        const questions = (page.mainEntity as JsonLdNode[]).map((question) => String(question.name));
        expect(questions.length).toBeGreaterThan(0);
        // Every question marked up is one the page shows.
        const text = decode(html.replace(/<script[\s\S]*?<\/script>/g, ''));
        for (const question of questions) expect(text, question).toContain(question);
      }
    });
  }
});
