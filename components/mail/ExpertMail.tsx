/** The expert's meeting, or the office's copy of it when the expert has no address: who, what about, when, how to join. */

import { Text } from '@react-email/text';
import type { ExpertMailView } from '@/lib/mail/compose';
import { MailFacts, MailJoin, MailLayout, mailText } from './MailLayout';

export function ExpertMail({ view }: { view: ExpertMailView }) {
  return (
    <MailLayout frame={view}>
      {view.noAddress ? <Text style={{ ...mailText, fontWeight: 700 }}>{view.noAddress}</Text> : null}
      <MailFacts rows={view.rows} separator={' · '} />
      {view.join ? <MailJoin join={view.join} /> : null}
      <Text style={mailText}>{view.calendarHint}</Text>
    </MailLayout>
  );
}
