import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { ROUTES } from '@/lib/routes';
import { documentTitle, type TitledPage } from './document-title';

type Words = { Metadata: { siteName: string; titleTemplate: string }; NotFound: { metaTitle: string }; Pages: Record<string, { title: string }> };

const messages = Object.fromEntries(LOCALES.map((locale) => [locale, JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Words])) as Record<
  Locale,
  Words
>;

/** The title as the pages build it, with the template formatted as next-intl formats it. */
function titleOf(page: TitledPage, locale: Locale): string {
  const words = messages[locale];
  const template = new IntlMessageFormat(words.Metadata.titleTemplate, locale);
  return documentTitle(page, {
    pageTitle: page === 'not-found' ? words.NotFound.metaTitle : words.Pages[page]!.title,
    withSiteName: (title) => String(template.format({ title })),
  });
}

describe('documentTitle', () => {
  it('names the home page by the site alone, in every language', () => {
    for (const locale of LOCALES) expect(titleOf('home', locale)).toBe(messages[locale].Metadata.siteName);
  });

  it('puts the site name after every other page title', () => {
    expect(titleOf('documentation', 'en')).toBe('Documentation | Experts for projects');
    expect(titleOf('experts', 'ru')).toBe('Эксперты | Эксперты для проектов');
    expect(titleOf('not-found', 'en')).toBe('Page not found | Experts for projects');
    for (const locale of LOCALES)
      for (const { key } of ROUTES.filter((route) => route.key !== 'home'))
        expect(titleOf(key, locale)).toBe(`${messages[locale].Pages[key]!.title} | ${messages[locale].Metadata.siteName}`);
  });

  // A navigation announces the new title: two pages with one title would sound like no navigation.
  it('gives every page of a language a title of its own', () => {
    for (const locale of LOCALES) {
      const titles = [...ROUTES.map((route) => route.key), 'not-found' as const].map((page) => titleOf(page, locale));
      expect(titles.every((title) => title.trim().length > 0)).toBe(true);
      expect(new Set(titles).size, locale).toBe(titles.length);
    }
  });
});
