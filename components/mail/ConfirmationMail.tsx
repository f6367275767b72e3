/** The customer's confirmation: the reference, what was asked for, what happens next, the status link, the offices. */

import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ConfirmationView } from '@/lib/mail/compose';
import { MAIL_COLORS, MailLayout, mailButton, mailSubheading, mailText } from './MailLayout';

const tel = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

export function ConfirmationMail({ view }: { view: ConfirmationView }) {
  return (
    <MailLayout frame={view}>
      <Section style={{ backgroundColor: MAIL_COLORS.surface, borderRadius: 6, padding: '8px 16px' }}>
        <Text style={{ ...mailText, margin: '4px 0', color: MAIL_COLORS.muted, fontSize: 13 }}>{view.referenceLabel}</Text>
        <Text style={{ ...mailText, margin: '4px 0', fontSize: 22, fontWeight: 700, letterSpacing: 1 }}>{view.reference}</Text>
        <Text style={{ ...mailText, margin: '4px 0', fontSize: 13 }}>{view.referenceHint}</Text>
      </Section>
      <Heading as="h2" style={mailSubheading}>
        {view.askedForTitle}
      </Heading>
      <Text style={mailText}>{view.askedFor}</Text>
      {view.slotsTitle ? (
        <>
          <Heading as="h2" style={mailSubheading}>
            {view.slotsTitle}
          </Heading>
          {view.slots.map((slot) => (
            <Text key={slot} style={{ ...mailText, margin: '2px 0' }}>
              {slot}
            </Text>
          ))}
        </>
      ) : null}
      <Heading as="h2" style={mailSubheading}>
        {view.nextTitle}
      </Heading>
      {view.next.map((step, index) => (
        <Text key={step} style={{ ...mailText, margin: '4px 0' }}>
          {view.next.length > 1 ? `${index + 1}. ${step}` : step}
        </Text>
      ))}
      <Heading as="h2" style={mailSubheading}>
        {view.followTitle}
      </Heading>
      <Text style={mailText}>{view.followText}</Text>
      <Link href={view.followUrl} style={mailButton}>
        {view.followButton}
      </Link>
      <Heading as="h2" style={mailSubheading}>
        {view.contactsTitle}
      </Heading>
      {view.contacts.map((office) => (
        <Text key={office.city} style={{ ...mailText, margin: '4px 0' }}>
          {office.city}: <Link href={`mailto:${office.email}`}>{office.email}</Link>, <Link href={tel(office.phone)}>{office.phone}</Link> ({office.hours})
        </Text>
      ))}
      <Hr style={{ borderColor: MAIL_COLORS.border }} />
      <Text style={{ ...mailText, color: MAIL_COLORS.muted, fontSize: 12 }}>{view.notYou}</Text>
    </MailLayout>
  );
}
