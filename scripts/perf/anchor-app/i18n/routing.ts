import { defineRouting } from 'next-intl/routing';

/** The site's four languages under the site's URL prefixes, English unprefixed, as next-intl's example routes them. */
export const routing = defineRouting({
  locales: ['en', 'ka', 'kk', 'ru'],
  defaultLocale: 'en',
  localePrefix: { mode: 'as-needed', prefixes: { ka: '/ge', kk: '/kz', ru: '/ru' } },
});
