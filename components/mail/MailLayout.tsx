/**
 * The frame of every mail: the site's name and colours, a preview line for the inbox, a white
 * card on the site's surface colour. Mail clients ignore style sheets, so styles are inline
 * (react-email's components), and there is no remote image: nothing is fetched when it is opened.
 */

import { Body } from '@react-email/body';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import type { MailFrame } from '@/lib/mail/compose';

export const MAIL_COLORS = { text: '#141a2b', muted: '#4f5872', border: '#d9deea', surface: '#f5f7fb', brand: '#2647d9', onBrand: '#ffffff' } as const;

const FONT = "-apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Georgian', Arial, sans-serif";

export function MailLayout({ frame, children }: { frame: MailFrame; children: ReactNode }) {
  return (
    <Html lang={frame.lang}>
      <Head />
      <Preview>{frame.preview}</Preview>
      <Body style={{ margin: 0, padding: '24px 0', backgroundColor: MAIL_COLORS.surface, fontFamily: FONT, color: MAIL_COLORS.text }}>
        <Container style={{ maxWidth: 600, margin: '0 auto', backgroundColor: '#ffffff', border: `1px solid ${MAIL_COLORS.border}`, borderRadius: 8 }}>
          <Section style={{ backgroundColor: MAIL_COLORS.brand, borderRadius: '8px 8px 0 0', padding: '16px 24px' }}>
            <Text style={{ margin: 0, color: MAIL_COLORS.onBrand, fontSize: 18, fontWeight: 700 }}>{frame.brand}</Text>
            <Text style={{ margin: 0, color: MAIL_COLORS.onBrand, fontSize: 13 }}>{frame.brandLine}</Text>
          </Section>
          <Section style={{ padding: '8px 24px 24px' }}>
            <Heading as="h1" style={mailHeading}>
              {frame.title}
            </Heading>
            <Text style={mailText}>{frame.intro}</Text>
            {children}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export const mailText = { fontSize: 15, lineHeight: '22px', margin: '8px 0' } as const;
const mailHeading = { fontSize: 20, lineHeight: '28px', margin: '16px 0 8px' } as const;
export const mailSubheading = { fontSize: 16, lineHeight: '24px', margin: '20px 0 4px' } as const;

/** The mails' one button: a link on the brand's colour. */
export const mailButton = {
  display: 'inline-block',
  backgroundColor: MAIL_COLORS.brand,
  color: MAIL_COLORS.onBrand,
  borderRadius: 6,
  padding: '10px 18px',
  fontWeight: 600,
  textDecoration: 'none',
} as const;

/** A mail's facts as label and value, on the surface colour: a reference, a meeting's time. */
export function MailFacts({ rows, separator }: { rows: readonly { label: string; lines: string[] }[]; separator: string }) {
  return (
    <Section style={{ backgroundColor: MAIL_COLORS.surface, borderRadius: 6, padding: '8px 16px' }}>
      {rows.map((row) => (
        <Text key={row.label} style={{ ...mailText, margin: '4px 0' }}>
          <span style={{ color: MAIL_COLORS.muted, fontSize: 13 }}>{row.label}: </span>
          <strong>{row.lines.join(separator)}</strong>
        </Text>
      ))}
    </Section>
  );
}

/** How to join a meeting: the link as the button and written out, and where it leads when that is said. */
export function MailJoin({ join }: { join: { button: string; url: string; hint?: string } }) {
  return (
    <>
      <Text style={mailText}>
        <Link href={join.url} style={mailButton}>
          {join.button}
        </Link>
      </Text>
      <Text style={{ ...mailText, fontSize: 13, wordBreak: 'break-all' }}>{join.url}</Text>
      {join.hint ? <Text style={{ ...mailText, color: MAIL_COLORS.muted, fontSize: 13 }}>{join.hint}</Text> : null}
    </>
  );
}
