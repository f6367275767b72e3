/**
 * next-intl's view of lib/i18n/locales: locales are language tags, URL prefixes are the product's
 * codes. English links go to unprefixed URLs (`as-needed`). The proxy in proxy.ts is ours, so
 * next-intl's own cookie and detection are off.
 */

import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALE_TABLE, LOCALES } from '@/lib/i18n/locales';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: {
    mode: 'as-needed',
    prefixes: Object.fromEntries(LOCALE_TABLE.map((entry) => [entry.tag, `/${entry.prefix}`])),
  },
  localeCookie: false,
  localeDetection: false,
  alternateLinks: false,
});
