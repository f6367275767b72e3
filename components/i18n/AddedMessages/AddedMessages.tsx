'use client';

import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { type ReactNode, useMemo } from 'react';
import { INTL_CONFIG } from '@/lib/i18n/intl-config';
import { type MessageTree, mergeMessages } from '@/lib/i18n/message-tree';

/**
 * Messages added to those around, for a part of the page: a MessagesScope's, or a message file's
 * (lib/message-files.ts) that the browser fetched or the server read for it. A provider made here
 * has no other configuration: INTL_CONFIG is what i18n/request.ts gives the page's.
 */
export function AddedMessages({ messages, children }: { messages: MessageTree; children: ReactNode }) {
  const around = useMessages() as MessageTree;
  const locale = useLocale();
  return (
    <NextIntlClientProvider locale={locale} messages={useMemo(() => mergeMessages(around, messages), [around, messages])} {...INTL_CONFIG}>
      {children}
    </NextIntlClientProvider>
  );
}
