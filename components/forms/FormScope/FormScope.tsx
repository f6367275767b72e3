import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getPathname } from '@/i18n/navigation';
import { getConfig } from '@/lib/config';
import { MessagesScope } from '@/components/i18n/MessagesScope/MessagesScope';
import { RequestDialogHost } from '@/components/requests/RequestDialogHost/RequestDialogHost';
import { FormsProvider } from './FormsContext';

/** The namespaces the form islands read; only pages with forms carry them. */
const FORM_NAMESPACES = ['Error', 'Network', 'RequestForm', 'Validation'] as const;
type ExtraNamespace = 'FullCard' | 'Catalog' | 'Common';

/**
 * Around a page that has forms: their words (only these namespaces, only this language; `extra`
 * for a page's own island) and the API's address, and the one island that opens the request
 * dialog for every request button inside. The choice lists come with the form's code.
 */
export async function FormScope({ extra = [], children }: { extra?: ExtraNamespace[]; children: ReactNode }) {
  const locale = await getLocale();
  return (
    <MessagesScope namespaces={[...FORM_NAMESPACES, ...extra]}>
      <FormsProvider settings={{ apiBaseUrl: getConfig().apiBaseUrl, termsHref: `${getPathname({ href: '/documentation', locale })}#terms` }}>
        {children}
        <RequestDialogHost />
      </FormsProvider>
    </MessagesScope>
  );
}
