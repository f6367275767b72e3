import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/lib/routes';
import { sitemapEntries } from './sitemap';

describe('sitemap', () => {
  const entries = sitemapEntries('https://experts.example');

  it('lists every page in every language once, by its canonical URL', () => {
    expect(entries).toHaveLength(ROUTES.length * 4);
    expect(new Set(entries.map((e) => e.url)).size).toBe(entries.length);
    expect(entries.map((e) => e.url)).toContain('https://experts.example/experts');
    expect(entries.map((e) => e.url)).toContain('https://experts.example/kz/experts');
    expect(entries.some((e) => e.url.includes('/en/'))).toBe(false);
  });

  it('lists each expert’s and service’s own page in every language', () => {
    const withItems = sitemapEntries('https://experts.example', [
      { type: 'expert', id: 'nino-kapanadze' },
      { type: 'service', id: 'seo-audit' },
    ]);
    expect(withItems).toHaveLength((ROUTES.length + 2) * 4);
    const urls = withItems.map((e) => e.url);
    expect(urls).toEqual(expect.arrayContaining(['https://experts.example/experts/nino-kapanadze', 'https://experts.example/ge/services/seo-audit']));
    expect(withItems.find((e) => e.url.endsWith('/ru/experts/nino-kapanadze'))?.alternates.languages['x-default']).toBe(
      'https://experts.example/experts/nino-kapanadze',
    );
  });

  it('gives each URL its alternates in all languages and x-default', () => {
    for (const entry of entries) {
      expect(Object.keys(entry.alternates.languages).sort()).toEqual(['en', 'ka', 'kk', 'ru', 'x-default']);
      expect(Object.values(entry.alternates.languages)).toContain(entry.url);
    }
  });
});
