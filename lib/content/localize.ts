import type { Locale } from '@/lib/i18n/locales';
import type { Localized } from './schemas';

/** The text of a content string in the page's language. */
export function localize(text: Localized, locale: Locale): string {
  return text[locale];
}
