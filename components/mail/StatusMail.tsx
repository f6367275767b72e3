/** A status change told to the customer: what happened, the meeting and how to join it, the office's words, the status link. */

import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import type { StatusMailView } from '@/lib/mail/compose';
import { MailFacts, MailJoin, MailLayout, mailButton, mailSubheading, mailText } from './MailLayout';

export function StatusMail({ view }: { view: StatusMailView }) {
  return (
    <MailLayout frame={view}>
      <MailFacts rows={view.rows} separator={', '} />
      {view.join ? <MailJoin join={view.join} /> : null}
      {view.calendarHint ? <Text style={mailText}>{view.calendarHint}</Text> : null}
      {view.message ? (
        <>
          <Heading as="h2" style={mailSubheading}>
            {view.messageTitle}
          </Heading>
          <Text style={{ ...mailText, whiteSpace: 'pre-line' }}>{view.message}</Text>
        </>
      ) : null}
      <Text style={mailText}>{view.followText}</Text>
      <Link href={view.followUrl} style={mailButton}>
        {view.followButton}
      </Link>
    </MailLayout>
  );
}
