/**
 * The locale of a render comes from the `[prefix]` root segment (a URL prefix such as `ge`), turned into
 * its language tag (`ka`). Outside the segment (global 404) the default language is used.
 */

import { getRequestConfig } from 'next-intl/server';
import { prefix as routePrefix } from 'next/root-params';
import { DEFAULT_LOCALE, isLocale, isLocalePrefix, tagForPrefix, type Locale } from '@/lib/i18n/locales';
import { INTL_CONFIG } from '@/lib/i18n/intl-config';
import { loadMessages } from '@/lib/i18n/messages';

export default getRequestConfig(async ({ locale: explicit }) => {
  let locale: Locale = DEFAULT_LOCALE;
  if (isLocale(explicit)) {
    locale = explicit;
  } else {
    const prefix = await routePrefix();
    if (isLocalePrefix(prefix)) locale = tagForPrefix(prefix);
  }
  return {
    locale,
    messages: await loadMessages(locale),
    ...INTL_CONFIG,
  };
});
