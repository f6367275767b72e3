/**
 * Message files: the one way a page keeps messages out of its own payload, for size. Each is a
 * static JSON file per language, /messages/<name>/<language>.<hash>.json, written at build time,
 * named by a hash of its content (a deploy that changes a message changes the name, so it is
 * cached for good) and fetched by the browser only when it needs it:
 * - `request-dialog`: the request form's messages, fetched with the dialog's code by a page that
 *   only opens it (components/requests/RequestDialogHost);
 * - `home`, `documentation`, `experts`, `services`: the static sections and cards a page carries
 *   once, in its HTML, and not again in its RSC payload; fetched only when the browser renders the
 *   page itself (components/i18n/PrerenderedMessages).
 * docs/performance.md has what each saves.
 */

import { createHash } from 'node:crypto';
import { dialogMessages } from '@/lib/i18n/dialog-messages';
import type { Locale } from '@/lib/i18n/locales';
import { expertsMessages, servicesMessages } from '@/lib/content/catalog-messages';
import { homeMessages } from '@/lib/content/home-messages';
import { policyMessages } from '@/lib/content/policy-messages';

/** Each file's messages in one language, by the file's name. */
export const MESSAGE_FILES = {
  'request-dialog': dialogMessages,
  home: homeMessages,
  documentation: policyMessages,
  experts: expertsMessages,
  services: servicesMessages,
} as const satisfies Record<string, (locale: Locale) => unknown>;
export type MessageFileName = keyof typeof MESSAGE_FILES;
export type MessageFile<N extends MessageFileName> = Awaited<ReturnType<(typeof MESSAGE_FILES)[N]>>;
export const MESSAGE_FILE_NAMES = Object.keys(MESSAGE_FILES) as MessageFileName[];

export const MESSAGE_FILES_DIRECTORY = '/messages/';

export function isMessageFileName(value: string): value is MessageFileName {
  return Object.hasOwn(MESSAGE_FILES, value);
}

const made = new Map<string, Promise<unknown>>();

/**
 * A file's messages in one language: made once per process (the content does not change while it
 * runs), however many times a page, the file's name and its server rendering ask for them.
 */
export function messageFile<N extends MessageFileName>(name: N, locale: Locale): Promise<MessageFile<N>> {
  const key = `${name}/${locale}`;
  let messages = made.get(key) as Promise<MessageFile<N>> | undefined;
  if (!messages) {
    messages = Promise.resolve(MESSAGE_FILES[name](locale) as MessageFile<N>);
    made.set(key, messages);
  }
  return messages;
}

/** `ka.3f9a0c12d4.json`: the language, then the first 10 hex digits of the content's SHA-256. */
export function messageFileName(locale: Locale, content: unknown): string {
  return `${locale}.${createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 10)}.json`;
}

/** The language a file name claims, or null when the name is not one of ours. */
export function localeOfMessageFile(fileName: string): string | null {
  return /^([a-z]{2})\.[0-9a-f]{10}\.json$/.exec(fileName)?.[1] ?? null;
}

/** Where the browser fetches a file's messages in one language. */
export async function messageFileUrl(name: MessageFileName, locale: Locale): Promise<string> {
  return `${MESSAGE_FILES_DIRECTORY}${name}/${messageFileName(locale, await messageFile(name, locale))}`;
}
