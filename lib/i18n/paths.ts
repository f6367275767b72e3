import { DEFAULT_PREFIX, LOCALE_TABLE, prefixForTag, type Locale } from './locales';

/** `/ru/experts` → `ru`: the path's first segment, a language prefix or not. */
export function firstSegment(pathname: string): string {
  return pathname.split('/')[1] ?? '';
}

/**
 * The public path of a page in a language: English pages live at the unprefixed URL (their
 * `/en/...` twin stays reachable but is not canonical); the others under their prefix.
 */
export function localizedPath(path: string, locale: Locale): string {
  const prefix = prefixForTag(locale);
  if (prefix === DEFAULT_PREFIX) return path;
  return path === '/' ? `/${prefix}` : `/${prefix}${path}`;
}

export type Alternates = {
  canonical: string;
  languages: Record<string, string>;
};

/** Canonical URL and hreflang alternates (every language tag plus x-default) of one page. */
export function alternatesFor(path: string, locale: Locale, siteUrl: string): Alternates {
  const absolute = (pathname: string) => new URL(pathname, `${siteUrl}/`).toString();
  const languages: Record<string, string> = {};
  for (const entry of LOCALE_TABLE) languages[entry.tag] = absolute(localizedPath(path, entry.tag));
  languages['x-default'] = absolute(localizedPath(path, 'en'));
  return { canonical: absolute(localizedPath(path, locale)), languages };
}
