import { bindNumbersInTree } from '@/lib/text/typography';
import type { Locale } from './locales';
import { type MessageTree, pickMessages } from './message-tree';

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

/** Only these namespaces or paths of a language's messages (message-tree.ts `pickMessages`). */
export async function loadPickedMessages(locale: Locale, paths: readonly string[]): Promise<MessageTree> {
  return pickMessages((await loadMessages(locale)) as MessageTree, paths);
}

type Messages = typeof import('@/messages/en.json');
