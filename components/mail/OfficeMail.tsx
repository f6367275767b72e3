/** The support office's notice of a stored submission: every field, labelled as the form labels it. */

import { Hr } from '@react-email/hr';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { OfficeMailView } from '@/lib/mail/compose';
import { MAIL_COLORS, MailLayout, mailText } from './MailLayout';

export function OfficeMail({ view }: { view: OfficeMailView }) {
  return (
    <MailLayout frame={view}>
      {view.rows.map((row) => (
        <Section key={row.label} style={{ borderTop: `1px solid ${MAIL_COLORS.border}`, padding: '6px 0' }}>
          <Text style={{ ...mailText, margin: '2px 0', color: MAIL_COLORS.muted, fontSize: 13 }}>{row.label}</Text>
          {row.lines.map((line) => (
            // Line breaks the customer typed are kept; the text itself is escaped by React. Each line is unique (numbered).
            <Text key={line} style={{ ...mailText, margin: '2px 0', whiteSpace: 'pre-wrap' }}>
              {line}
            </Text>
          ))}
        </Section>
      ))}
      <Hr style={{ borderColor: MAIL_COLORS.border }} />
      <Text style={{ ...mailText, color: MAIL_COLORS.muted, fontSize: 13 }}>{view.replyHint}</Text>
    </MailLayout>
  );
}
