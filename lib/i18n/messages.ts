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
