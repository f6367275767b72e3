import { describe, expect, it } from 'vitest';
import { LOCALE_PREFIXES, LOCALES, isLocale, isLocalePrefix, prefixForTag, tagForPrefix } from './locales';
import { alternatesFor, localizedPath } from './paths';

describe('locale table', () => {
  it('maps the URL prefixes to the language tags browsers and Intl need', () => {
    expect(LOCALE_PREFIXES).toEqual(['en', 'ge', 'kz', 'ru']);
    expect(LOCALES).toEqual(['en', 'ka', 'kk', 'ru']);
    expect(tagForPrefix('ge')).toBe('ka');
    expect(tagForPrefix('kz')).toBe('kk');
    expect(prefixForTag('ka')).toBe('ge');
    expect(prefixForTag('ru')).toBe('ru');
  });

  it('tells prefixes from tags', () => {
    expect(isLocalePrefix('ge')).toBe(true);
    expect(isLocalePrefix('ka')).toBe(false);
    expect(isLocale('kk')).toBe(true);
    expect(isLocale('kz')).toBe(false);
  });

  it('formats numbers and dates in the page language once the tag is used', () => {
    const amount = (tag: string) => new Intl.NumberFormat(tag).format(5000.5);
    expect(amount('ru')).toBe('5\u00a0000,5');
    expect(amount(tagForPrefix('kz'))).toBe('5\u00a0000,5');
    // The prefix itself is no language to Intl: it would fall back to English formatting.
    expect(new Intl.NumberFormat('ge').resolvedOptions().locale).not.toBe('ka');
    expect(new Intl.DateTimeFormat('ka', { month: 'long' }).format(new Date('2022-12-28'))).toBe('დეკემბერი');
  });
});

describe('localized paths and alternates', () => {
  it('keeps English unprefixed and puts the others under their prefix', () => {
    expect(localizedPath('/', 'en')).toBe('/');
    expect(localizedPath('/experts', 'en')).toBe('/experts');
    expect(localizedPath('/', 'ka')).toBe('/ge');
    expect(localizedPath('/experts', 'kk')).toBe('/kz/experts');
  });

  it('gives a canonical URL and hreflang alternates for every language plus x-default', () => {
    expect(alternatesFor('/offices', 'ru', 'https://example.com')).toEqual({
      canonical: 'https://example.com/ru/offices',
      languages: {
        en: 'https://example.com/offices',
        ka: 'https://example.com/ge/offices',
        kk: 'https://example.com/kz/offices',
        ru: 'https://example.com/ru/offices',
        'x-default': 'https://example.com/offices',
      },
    });
    expect(alternatesFor('/', 'en', 'https://example.com').canonical).toBe('https://example.com/');
  });
});
