'use client';

import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import type { ReactNode } from 'react';
import type { AbstractIntlMessages } from 'next-intl';
import { INTL_CONFIG } from '@/lib/i18n/intl-config';

/**
 * Words that come with a part of the page rather than in it (a file the browser fetches, or the
 * server reads for it), added to the page's own for that part. A provider made here has no other
 * configuration: INTL_CONFIG is what i18n/request.ts gives the page's.
 */
export function AddedMessages({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const pageMessages = useMessages();
  const locale = useLocale();
  return (
    <NextIntlClientProvider locale={locale} messages={{ ...pageMessages, ...messages }} {...INTL_CONFIG}>
      {children}
    </NextIntlClientProvider>
  );
}
