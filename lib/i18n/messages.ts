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

/** Only the namespaces a client island needs, so a page ships nothing else to the browser. */
export function pickNamespaces<M extends Record<string, unknown>, K extends keyof M>(messages: M, namespaces: readonly K[]): Pick<M, K> {
  return Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]])) as Pick<M, K>;
}
