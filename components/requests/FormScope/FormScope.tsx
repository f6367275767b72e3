import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getPathname } from '@/i18n/navigation';
import { getContent } from '@/lib/content';
import { DIALOG_NAMESPACES } from '@/lib/i18n/dialog-messages';
import { messageFileUrl } from '@/lib/message-files';
import { MessagesScope } from '@/components/i18n/MessagesScope/MessagesScope';
import { RequestDialogHost } from '@/components/requests/RequestDialogHost/RequestDialogHost';
import { FormsProvider } from '@/components/forms/FormsContext/FormsContext';

type ExtraNamespace = 'FullCard' | 'Catalog' | 'Common' | 'SupportForm' | 'InvestorForm';

type Props = {
  /** A form is rendered on the page itself: its messages come with the page. Else the request dialog fetches them with its code. */
  formOnPage?: boolean;
  /** A page's own island's namespaces. */
  extra?: ExtraNamespace[];
  children: ReactNode;
};

/**
 * Around a page that has forms: their messages (only these namespaces, only this language), the
 * terms' address and the offices to write to, and the one island that opens the request dialog for every request button
 * inside. The choice lists come with the form's code.
 */
export async function FormScope({ formOnPage = false, extra = [], children }: Props) {
  const locale = await getLocale();
  const offices = getContent().offices.offices.map((office) => ({ city: office.city[locale], email: office.email, phone: office.phone }));
  return (
    <MessagesScope namespaces={[...(formOnPage ? DIALOG_NAMESPACES : []), ...extra]}>
      <FormsProvider settings={{ termsHref: `${getPathname({ href: '/documentation', locale })}#terms`, offices }}>
        {children}
        <RequestDialogHost messagesUrl={formOnPage ? null : await messageFileUrl('request-dialog', locale)} />
      </FormsProvider>
    </MessagesScope>
  );
}
