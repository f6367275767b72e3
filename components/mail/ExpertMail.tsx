/** The expert's meeting, or the office's copy of it when the expert has no address: who, what about, when, how to join. */

import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ExpertMailView } from '@/lib/mail/compose';
import { MAIL_COLORS, MailLayout, mailButton, mailText } from './MailLayout';

export function ExpertMail({ view }: { view: ExpertMailView }) {
  return (
    <MailLayout frame={view}>
      {view.noAddress ? <Text style={{ ...mailText, fontWeight: 700 }}>{view.noAddress}</Text> : null}
      <Section style={{ backgroundColor: MAIL_COLORS.surface, borderRadius: 6, padding: '8px 16px' }}>
        {view.rows.map((row) => (
          <Text key={row.label} style={{ ...mailText, margin: '4px 0' }}>
            <span style={{ color: MAIL_COLORS.muted, fontSize: 13 }}>{row.label}: </span>
            <strong>{row.lines.join(' · ')}</strong>
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
        </>
      ) : null}
      <Text style={mailText}>{view.calendarHint}</Text>
    </MailLayout>
  );
}
