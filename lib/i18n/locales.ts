/**
 * The one table of the site's languages.
 *
 * `prefix` is the product's locale code: the first URL segment (`/ge/...`) and the value of the
 * `NEXT_LOCALE` cookie. `tag` is the BCP 47 language tag that browsers, search engines and `Intl`
 * must see (`<html lang>`, hreflang, number and date formatting); next-intl works with the tag, so
 * `Intl` formats Georgian and Kazakh correctly instead of falling back to en-US.
 */
export const LOCALE_TABLE = [
  { prefix: 'en', tag: 'en', nativeName: 'English', ogLocale: 'en_US' },
  { prefix: 'ge', tag: 'ka', nativeName: 'ქართული', ogLocale: 'ka_GE' },
  { prefix: 'kz', tag: 'kk', nativeName: 'Қазақша', ogLocale: 'kk_KZ' },
  { prefix: 'ru', tag: 'ru', nativeName: 'Русский', ogLocale: 'ru_RU' },
] as const;

export type LocaleEntry = (typeof LOCALE_TABLE)[number];
export type LocalePrefix = LocaleEntry['prefix'];
export type Locale = LocaleEntry['tag'];

export const LOCALE_PREFIXES: readonly LocalePrefix[] = LOCALE_TABLE.map((entry) => entry.prefix);
export const LOCALES: readonly Locale[] = LOCALE_TABLE.map((entry) => entry.tag);

/** English is the default and the fallback; its canonical URLs carry no prefix. */
export const DEFAULT_PREFIX = 'en' satisfies LocalePrefix;
export const DEFAULT_LOCALE = 'en' satisfies Locale;

export function isLocalePrefix(value: unknown): value is LocalePrefix {
  return typeof value === 'string' && (LOCALE_PREFIXES as readonly string[]).includes(value);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function tagForPrefix(prefix: LocalePrefix): Locale {
  return LOCALE_TABLE.find((entry) => entry.prefix === prefix)!.tag;
}

/** Open Graph's form of a language: language and territory, as `og:locale` takes them (`ka_GE`). */
export function ogLocaleOf(tag: Locale): LocaleEntry['ogLocale'] {
  return LOCALE_TABLE.find((entry) => entry.tag === tag)!.ogLocale;
}

export function prefixForTag(tag: Locale): LocalePrefix {
  return LOCALE_TABLE.find((entry) => entry.tag === tag)!.prefix;
}
