/** A status change told to the customer: what happened, the meeting and how to join it, the office's words, the status link. */

import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { StatusMailView } from '@/lib/mail/compose';
import { MAIL_COLORS, MailLayout, mailButton, mailSubheading, mailText } from './MailLayout';

export function StatusMail({ view }: { view: StatusMailView }) {
  return (
    <MailLayout frame={view}>
      <Section style={{ backgroundColor: MAIL_COLORS.surface, borderRadius: 6, padding: '8px 16px' }}>
        {view.rows.map((row) => (
          <Text key={row.label} style={{ ...mailText, margin: '4px 0' }}>
            <span style={{ color: MAIL_COLORS.muted, fontSize: 13 }}>{row.label}: </span>
            <strong>{row.lines.join(', ')}</strong>
          </Text>
        ))}
      </Section>
      {view.join ? (
        <>
          <Text style={mailText}>
            <Link href={view.join.url} style={mailButton}>
              {view.join.button}
            </Link>
          </Text>
          <Text style={{ ...mailText, fontSize: 13, wordBreak: 'break-all' }}>{view.join.url}</Text>
          <Text style={{ ...mailText, color: MAIL_COLORS.muted, fontSize: 13 }}>{view.join.hint}</Text>
        </>
      ) : null}
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
