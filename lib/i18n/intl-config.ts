/**
 * ICU's own date styles (`{date, date, long}`), as IntlMessageFormat defines them. The messages
 * are compiled at build time (next.config.ts) and their runtime formatter knows only the styles
 * it is given.
 */
export const DATE_STYLES = {
  short: { month: 'numeric', day: 'numeric', year: '2-digit' },
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * What every next-intl provider is configured with besides the locale and messages: i18n/request.ts
 * for the server, and a provider a client island makes itself (the request dialog's).
 */
export const INTL_CONFIG = { formats: { dateTime: DATE_STYLES }, timeZone: 'UTC' } as const;
