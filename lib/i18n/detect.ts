import { match } from '@formatjs/intl-localematcher';
import Negotiator from 'negotiator';
import { DEFAULT_LOCALE, LOCALES, prefixForTag, type LocalePrefix } from './locales';

/**
 * The best of our languages for an `Accept-Language` header (used only when detection is on).
 * Georgian browsers send `ka`, Kazakh ones `kk`: matching is on the language tags, the answer is
 * the URL prefix.
 */
export function detectPrefixFromAcceptLanguage(header: string | null | undefined): LocalePrefix {
  if (!header) return prefixForTag(DEFAULT_LOCALE);
  const requested = new Negotiator({ headers: { 'accept-language': header } }).languages().filter((language) => language !== '*');
  if (requested.length === 0) return prefixForTag(DEFAULT_LOCALE);
  try {
    const tag = match(requested, LOCALES as string[], DEFAULT_LOCALE) as (typeof LOCALES)[number];
    return prefixForTag(tag);
  } catch {
    // A malformed tag makes Intl throw; such a header says nothing usable.
    return prefixForTag(DEFAULT_LOCALE);
  }
}
