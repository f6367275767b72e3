/** The payment link the office sends: the reference, the link as a button and written out, where it leads, the status link. */

import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import type { PaymentLinkView } from '@/lib/mail/compose';
import { MAIL_COLORS, MailLayout, mailButton, mailText } from './MailLayout';

export function PaymentLinkMail({ view }: { view: PaymentLinkView }) {
  return (
    <MailLayout frame={view}>
      <Link href={view.link} style={mailButton}>
        {view.button}
      </Link>
      <Text style={{ ...mailText, fontSize: 13, wordBreak: 'break-all' }}>{view.link}</Text>
      <Text style={{ ...mailText, color: MAIL_COLORS.muted, fontSize: 13 }}>{view.hint}</Text>
      {view.follow ? (
        <>
          <Text style={mailText}>{view.follow.text}</Text>
          <Link href={view.follow.url} style={mailButton}>
            {view.follow.button}
          </Link>
        </>
      ) : null}
    </MailLayout>
  );
}
