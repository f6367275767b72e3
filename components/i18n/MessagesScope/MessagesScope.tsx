import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { type MessageTree, pickMessages } from '@/lib/i18n/message-tree';
import { AddedMessages } from '../AddedMessages/AddedMessages';

/**
 * The one way messages reach client islands: the islands inside read them with useTranslations
 * (ICU plurals, arguments, rich text), in this language only, and take no translated props. A
 * scope carries these namespaces, or paths into one ('Pages.experts.nav'), and adds them to the
 * scopes around it: SiteShell's is the `root`, around every page; FormScope's is around the forms;
 * a page adds its own islands'. Messages a page keeps out of its payload come in a message file
 * (lib/message-files.ts) and are added the same way (AddedMessages). `locale`: a language other
 * than the page's route gives (the office's, from the browser's Accept-Language).
 */
export async function MessagesScope({
  namespaces,
  root = false,
  locale,
  children,
}: {
  namespaces: readonly string[];
  root?: boolean;
  locale?: Locale;
  children: ReactNode;
}) {
  const messages = pickMessages((await (locale ? loadMessages(locale) : getMessages())) as MessageTree, namespaces);
  if (!root) return <AddedMessages messages={messages}>{children}</AddedMessages>;
  return (
    <NextIntlClientProvider locale={locale ?? (await getLocale())} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
