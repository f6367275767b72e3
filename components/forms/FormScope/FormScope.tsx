import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getPathname } from '@/i18n/navigation';
import { getConfig } from '@/lib/config';
import { getContent } from '@/lib/content';
import { pickNamespaces } from '@/lib/i18n/messages';
import { FormsProvider } from './FormsContext';

/** The namespaces the form islands read; only pages with forms carry them. */
const FORM_NAMESPACES = ['Error', 'Network', 'RequestForm', 'Validation', 'SupportForm', 'InvestorForm', 'FullCard'] as const;

/**
 * Around a page that has forms: their words (only these namespaces, only this language), the
 * choice lists in this language and the API's address.
 */
export async function FormScope({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  const messages = await getMessages();
  const content = getContent();
  const name = <T extends { id: string; name: Record<string, string> }>(items: readonly T[]) => items.map((item) => ({ id: item.id, name: item.name[locale]! }));
  return (
    <NextIntlClientProvider locale={locale} messages={pickNamespaces(messages, FORM_NAMESPACES)}>
      <FormsProvider
        settings={{
          apiBaseUrl: getConfig().apiBaseUrl,
          termsHref: `${getPathname({ href: '/documentation', locale })}#terms`,
          choices: {
            industries: name(content.choices.industries),
            communicationTypes: name(content.choices.communicationTypes),
            contactLanguages: name(content['contact-languages'].contactLanguages),
          },
        }}
      >
        {children}
      </FormsProvider>
    </NextIntlClientProvider>
  );
}
