import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickNamespaces } from '@/lib/i18n/messages';

/**
 * The one way words reach client islands: the islands inside read these namespaces, in this
 * language only, with useTranslations (ICU plurals, arguments, rich text), and the page carries
 * nothing else. FormScope is one, around the forms; SiteShell's is around every page.
 */
export type Namespace = keyof Awaited<ReturnType<typeof getMessages>>;

export async function MessagesScope({ namespaces, children }: { namespaces: readonly Namespace[]; children: ReactNode }) {
  const locale = await getLocale();
  const messages = await getMessages();
  return (
    <NextIntlClientProvider locale={locale} messages={pickNamespaces(messages, namespaces)}>
      {children}
    </NextIntlClientProvider>
  );
}
