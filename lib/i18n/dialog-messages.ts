/**
 * The request dialog's messages travel with its code, not in the page: a page that only opens the
 * dialog (home, the catalogues, for customers) would otherwise carry them in its HTML and RSC
 * payload for every visitor, most of whom never open it (docs/performance.md). They are a
 * message file (lib/message-files.ts).
 */

import type { Locale } from './locales';
import { loadPickedMessages } from './messages';

/** The namespaces the request form reads: on the page where it is rendered, else in the file. */
export const DIALOG_NAMESPACES = ['RequestForm', 'Validation'] as const;

/** The request form's namespaces in one language, as the page would have carried them. */
export type DialogMessages = Awaited<ReturnType<typeof dialogMessages>>;

export async function dialogMessages(locale: Locale) {
  return loadPickedMessages(locale, DIALOG_NAMESPACES);
}
