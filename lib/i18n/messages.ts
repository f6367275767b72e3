import { bindNumbersInTree } from '@/lib/text/typography';
import type { Locale } from './locales';

/** One messages file per language; only the requested one is loaded. */
const loaders: Record<Locale, () => Promise<Messages>> = {
  en: () => import('@/messages/en.json').then((module) => module.default),
  ka: () => import('@/messages/ka.json').then((module) => module.default as Messages),
  kk: () => import('@/messages/kk.json').then((module) => module.default as Messages),
  ru: () => import('@/messages/ru.json').then((module) => module.default as Messages),
};

/** A language's messages, with numbers bound to their units (lib/text/typography.ts). */
export function loadMessages(locale: Locale): Promise<Messages> {
  return loaders[locale]().then(bindNumbersInTree);
}

type Messages = typeof import('@/messages/en.json');

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

/** Only the namespaces a client island needs, so a page ships nothing else to the browser. */
export function pickNamespaces<M extends Record<string, unknown>, K extends keyof M>(messages: M, namespaces: readonly K[]): Pick<M, K> {
  return Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]])) as Pick<M, K>;
}
